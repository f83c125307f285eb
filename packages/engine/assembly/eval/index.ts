// The evaluation's surface: evaluate for the search, in the scratch its thread brings (and the
// children of one position, scored from its images), the host's own evaluate and evaluateFine,
// weightsAddress and loadWeights for the host that brings the weights file.
export { EVALUATION_SCRATCH_BYTES, FINE_PER_DISC, evaluate, evaluateChild, evaluateChildLinear, hostEvaluate, hostEvaluateFine, prepareChildren } from "./evaluate";
export { loadWeights } from "./load-weights";
export { weightsAddress } from "./weights-file";

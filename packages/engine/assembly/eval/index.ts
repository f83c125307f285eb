// The evaluation's surface: evaluate and evaluateFine for the search (and the children of one
// position, scored from its images), weightsAddress and loadWeights for the host that brings the
// weights file.
export { evaluate, evaluateFine, evaluateChild, prepareChildren, FINE_PER_DISC } from "./evaluate";
export { loadWeights } from "./load-weights";
export { weightsAddress } from "./weights-file";

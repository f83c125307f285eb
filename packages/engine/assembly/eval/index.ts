// The evaluation's surface: evaluate and evaluateFine for the search, weightsAddress and
// loadWeights for the host that brings the weights file.
export { evaluate, evaluateFine, FINE_PER_DISC } from "./evaluate";
export { loadWeights } from "./load-weights";
export { weightsAddress } from "./weights-file";

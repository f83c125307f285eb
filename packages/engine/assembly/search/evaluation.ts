// The evaluation the searches use, in one place.
export { evaluateHeuristic as evaluate } from "../heuristic";

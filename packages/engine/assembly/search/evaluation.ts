// The evaluation the searches use, in one place: the trained patterns (the plain heuristic until
// the host loads weights).
export { evaluate } from "../eval/index";

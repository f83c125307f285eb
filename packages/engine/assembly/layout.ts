import { Request } from "./request";
import { ANSWER_BYTES, Answer, LINE_BYTES, Line, MAX_LINES } from "./search/answer";

// The offsets of the two records' fields, in one table the host reads (`layout`) to check the ones
// it writes and reads by (host/core-interface.ts, in the same order): a core and a host that
// disagree are refused at load rather than misread.

export const LAYOUT = memory.data<u16>([
  // The request's fields, then its size.
  <u16>offsetof<Request>("player"),
  <u16>offsetof<Request>("opponent"),
  <u16>offsetof<Request>("rules"),
  <u16>offsetof<Request>("playerStock"),
  <u16>offsetof<Request>("opponentStock"),
  <u16>offsetof<Request>("passes"),
  <u16>offsetof<Request>("maxNodes"),
  <u16>offsetof<Request>("deadline"),
  <u16>offsetof<Request>("avoided"),
  <u16>offsetof<Request>("maxDepth"),
  <u16>offsetof<Request>("exactEmpties"),
  <u16>offsetof<Request>("alpha"),
  <u16>offsetof<Request>("beta"),
  <u16>offsetof<Request>("lines"),
  <u16>offsetof<Request>("start"),
  <u16>offsetof<Request>("depth"),
  <u16>offsetof<Request>("passMoves"),
  <u16>offsetof<Request>(),
  // The answer's head, its size, then a line's fields, its size and the most lines.
  <u16>offsetof<Answer>("score"),
  <u16>offsetof<Answer>("move"),
  <u16>offsetof<Answer>("depth"),
  <u16>offsetof<Answer>("exact"),
  <u16>offsetof<Answer>("spent"),
  <u16>offsetof<Answer>("lower"),
  <u16>offsetof<Answer>("upper"),
  <u16>offsetof<Answer>("lineCount"),
  <u16>offsetof<Answer>("nodes"),
  <u16>ANSWER_BYTES,
  <u16>offsetof<Line>("score"),
  <u16>offsetof<Line>("depth"),
  <u16>offsetof<Line>("flags"),
  <u16>offsetof<Line>("length"),
  <u16>offsetof<Line>(),
  <u16>LINE_BYTES,
  <u16>MAX_LINES,
]);

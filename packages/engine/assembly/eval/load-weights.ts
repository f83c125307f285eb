import { LINEAR_HEADER_BYTES, LINEAR_MAGIC, loadLinearWeights } from "./linear-weights";
import { NETWORK_HEADER_BYTES, NETWORK_MAGIC, loadNetwork } from "./network";
import { BAD_CHECKSUM, BAD_LENGTH, BAD_MAGIC, LINEAR, LOADED, NETWORK, checksumHolds, lengthFits, u32At, useEvaluation } from "./weights-file";

/**
 * Reads the weights file that the host copied to weightsAddress(byteLength): 0 (LOADED) when it is
 * whole and made for this engine, and the evaluation uses it from then on, a network ("FLNN") or
 * linear weights ("FLEV") alike; otherwise an error code (BAD_LENGTH .. BAD_BITMAP) and the
 * evaluation in use stays as it was.
 *
 * @example
 * // host: new Uint8Array(exports.memory.buffer, exports.weightsAddress(n), n).set(bytes);
 * loadWeights(n); // 0
 */
export function loadWeights(byteLength: i32): i32 {
  if (!lengthFits(byteLength, 4)) return BAD_LENGTH;
  const magic = u32At(0);
  if (magic != LINEAR_MAGIC && magic != NETWORK_MAGIC) return BAD_MAGIC;
  if (!lengthFits(byteLength, magic == LINEAR_MAGIC ? LINEAR_HEADER_BYTES : NETWORK_HEADER_BYTES)) return BAD_LENGTH;
  if (!checksumHolds(byteLength)) return BAD_CHECKSUM;
  const linear = magic == LINEAR_MAGIC;
  const result = linear ? loadLinearWeights(byteLength) : loadNetwork(byteLength);
  if (result == LOADED) useEvaluation(linear ? LINEAR : NETWORK);
  return result;
}

// Move lists for the searches: one list per height of the tree (node.ts), in fixed arrays
// allocated once, so that searching allocates nothing. Each move has its square, the discs it flips and a sort key
// (lower is tried first); `pick` sorts lazily, since a cut often comes after the first moves.

const LIST_SIZE = 64;

export class MoveLists {
  private squares: StaticArray<i32>;
  private flips: StaticArray<u64>;
  private keys: StaticArray<i32>;

  constructor(heights: i32) {
    this.squares = new StaticArray<i32>(heights * LIST_SIZE);
    this.flips = new StaticArray<u64>(heights * LIST_SIZE);
    this.keys = new StaticArray<i32>(heights * LIST_SIZE);
  }

  /** Where the list of a height starts. */
  @inline
  base(height: i32): i32 {
    return height * LIST_SIZE;
  }

  @inline
  set(at: i32, square: i32, flipped: u64, key: i32): void {
    unchecked((this.squares[at] = square));
    unchecked((this.flips[at] = flipped));
    unchecked((this.keys[at] = key));
  }

  @inline
  square(at: i32): i32 {
    return unchecked(this.squares[at]);
  }

  @inline
  flipped(at: i32): u64 {
    return unchecked(this.flips[at]);
  }

  /** Brings the best remaining move of the list at `base` (of `count` moves) to position `i`. */
  @inline
  pick(base: i32, i: i32, count: i32): void {
    let best = base + i;
    for (let j = base + i + 1; j < base + count; j++) {
      if (unchecked(this.keys[j]) < unchecked(this.keys[best])) best = j;
    }
    const at = base + i;
    if (best != at) {
      const square = unchecked(this.squares[best]);
      const flipped = unchecked(this.flips[best]);
      const key = unchecked(this.keys[best]);
      unchecked((this.squares[best] = this.squares[at]));
      unchecked((this.flips[best] = this.flips[at]));
      unchecked((this.keys[best] = this.keys[at]));
      unchecked((this.squares[at] = square));
      unchecked((this.flips[at] = flipped));
      unchecked((this.keys[at] = key));
    }
  }
}

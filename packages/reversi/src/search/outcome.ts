/** How the game ends with perfect play, for the side to move. */
export type Outcome = 'win' | 'draw' | 'loss';

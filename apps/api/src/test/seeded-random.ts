/**
 * Numbers in [0, 1) from a seed (a linear congruential generator): the same seed gives the same
 * sequence, so a property test that fails can be replayed.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

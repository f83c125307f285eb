// The least a Worker can do: answer every request with a fixed body. `wrangler dev` serving this
// is the floor under any Worker's requests per second in `wrangler dev` (see bench/load.ts).
export default {
  fetch: () => new Response('ok'),
};

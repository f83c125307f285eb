// wrangler (and vitest in workerd) turn a `.wasm` import into a compiled WebAssembly.Module, and a
// `.bin` import into an ArrayBuffer of its bytes.
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}

declare module '*.bin' {
  const data: ArrayBuffer;
  export default data;
}

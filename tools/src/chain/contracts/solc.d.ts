// solc-js ships no type declarations; these cover the two calls the contract compiler makes.
declare module 'solc' {
  interface SolcJs {
    /** Compiles a standard-JSON input (as text) and answers the standard-JSON output (as text). */
    compile(input: string): string
    /** The compiler's version, e.g. `0.8.28+commit.7893614a.Emscripten.clang`. */
    version(): string
  }
  const solc: SolcJs
  export default solc
}

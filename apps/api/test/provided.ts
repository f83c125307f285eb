// What global-setup.ts works out in Node and hands the suites in workerd (`inject`): plain JSON.
import type { SemanticsCase } from './semantics.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Positions and the answers @flank/reversi gave in Node (identical-semantics.test.ts). */
    semanticsCases: SemanticsCase[];
    /** The curl commands of the README's HTTP API section (readme-examples.test.ts). */
    readmeExamples: string[];
  }
}

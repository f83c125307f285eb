// Runs in Node before the workerd suite: works the shared scenario out with the package's built
// Node entry and hands the result to the tests in workerd (`inject('nodeScenario')`).
import type { TestProject } from 'vitest/node';
import { type ScenarioResult, runScenario } from '../scenario.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    nodeScenario: ScenarioResult;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const node = await import('../../../dist/node.js');
  project.provide('nodeScenario', await runScenario(node));
}

import { generateFunctionInputs } from '../build/function-settings.ts';

/** The function's tests import what its build generates; any test command makes it first. */
export default async function setup(): Promise<void> {
  await generateFunctionInputs();
}

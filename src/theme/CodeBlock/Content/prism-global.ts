import { Prism } from 'prism-react-renderer';

/** Prism's language files register themselves on a global Prism; ./prism.ts lends them ours, then takes it back. */
type Scope = typeof globalThis & { Prism?: typeof Prism };
const scope = globalThis as Scope;

const previousPrism = scope.Prism;
scope.Prism = Prism;

export function restoreGlobalPrism(): void {
  if (previousPrism === undefined) Reflect.deleteProperty(scope, 'Prism');
  else scope.Prism = previousPrism;
}

/**
 * The Cordis plugin: named exports `name`, `inject`, `Config`, `apply` (no default export,
 * which would make the Loader drop `inject` and `Config`). Wiring only: every concern lives
 * in its own module.
 *
 * Contributes `test_probe`, `test_run`, `test_closure_check`, `test_closure_report`, the
 * session baseline taken at `agent/session-start`, and the `agent/turn-stopping` gate; owns
 * no service. `enabled: false` contributes nothing.
 *
 * @module dsh-test-closure/plugin/index
 */
import type { Context } from '@deepseek-ai/cordis';
import { type Config } from './config.ts';
export { Config } from './config.ts';
export declare const name = "dsh-test-closure";
/** `sandboxPolicy`, `jobs` and `spillStore` are optional and read with `ctx.get` at call time. */
export declare const inject: string[];
export declare function apply(ctx: Context, config: Config): void;

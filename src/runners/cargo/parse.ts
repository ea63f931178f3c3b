/**
 * The `cargo test` console-output parser: `grammars/cargo.peggy` line records folded by
 * ./fold.ts, through the one pipeline (parsing/pipeline.ts). Covers cargo with libtest of
 * Rust 1.63+, pretty and quiet formats, every test binary of a run; see docs/runners/cargo.md.
 *
 * @module dsh-test-closure/runners/cargo/parse
 */
import { parse } from '#grammars/cargo';
import { singleDialect } from '../../parsing/pipeline.ts';
import { CARGO_BLOCKS } from './block.ts';
import { foldCargo } from './fold.ts';

export const CARGO_PARSER = singleDialect('cargo', {
  format: 'cargo-test',
  grammar: parse,
  fold: foldCargo,
}, CARGO_BLOCKS);

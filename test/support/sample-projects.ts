/**
 * The small red projects the closed-loop runtime tests run on real toolchains: each has one
 * failing test that its `fixed` files make pass. One home, so the closed loop
 * (test/toolchain/closed-loop.test.ts) and a runner's own runtime tests use the same project.
 */
import { readFileSync } from 'node:fs';

/** A Go module: `Add` subtracts, TestAdd fails, TestAddZero's two subtests pass. */
export const GO_MODULE = {
  files: {
    'go.mod': 'module example.com/calc\n\ngo 1.19\n',
    'calc.go': 'package calc\n\nfunc Add(a, b int) int { return a - b }\n',
    'calc_test.go': [
      'package calc',
      '',
      'import "testing"',
      '',
      'func TestAdd(t *testing.T) {',
      '\tif got := Add(2, 2); got != 4 {',
      '\t\tt.Errorf("Add(2, 2) = %d, want 4", got)',
      '\t}',
      '}',
      '',
      'func TestAddZero(t *testing.T) {',
      '\tfor _, n := range []int{1, 2} {',
      '\t\tt.Run("zero", func(t *testing.T) {',
      '\t\t\tif Add(n, 0) != n {',
      '\t\t\t\tt.Fatal("adding zero changed the value")',
      '\t\t\t}',
      '\t\t})',
      '\t}',
      '}',
      '',
    ].join('\n'),
  },
  fixed: { 'calc.go': 'package calc\n\nfunc Add(a, b int) int { return a + b }\n' },
};

const cargoLib = (op: string) => [
  `pub fn add(a: i32, b: i32) -> i32 {`,
  `    a ${op} b`,
  `}`,
  ``,
  `#[cfg(test)]`,
  `mod tests {`,
  `    use super::*;`,
  ``,
  `    #[test]`,
  `    fn adds() {`,
  `        assert_eq!(add(2, 2), 4);`,
  `    }`,
  ``,
  `    #[test]`,
  `    fn adds_zero() {`,
  `        assert_eq!(add(1, 0), 1);`,
  `    }`,
  `}`,
  ``,
].join('\n');

/** A library crate: `add` subtracts, `tests::adds` fails. */
export const CARGO_CRATE = {
  files: { 'Cargo.toml': '[package]\nname = "calc"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n', 'src/lib.rs': cargoLib('-') },
  fixed: { 'src/lib.rs': cargoLib('+') },
};

/** unittest modules and no pytest: `add` subtracts, TestCalc.test_add fails. */
export const UNITTEST_PACKAGE = {
  files: {
    'calc.py': 'def add(a, b):\n    return a - b\n',
    'tests/__init__.py': '',
    'tests/test_calc.py': [
      'import unittest',
      '',
      'from calc import add',
      '',
      '',
      'class TestCalc(unittest.TestCase):',
      '    def test_add(self):',
      '        self.assertEqual(add(2, 2), 4)',
      '',
      '    def test_add_zero(self):',
      '        self.assertEqual(add(1, 0), 1)',
      '',
    ].join('\n'),
  },
  fixed: { 'calc.py': 'def add(a, b):\n    return a + b\n' },
};

/** A Django project (manage.py, settings, one app): `total` adds one, PricingTests.test_total fails. */
export const DJANGO_PROJECT = {
  files: {
    'manage.py': [
      'import os',
      'import sys',
      '',
      'if __name__ == "__main__":',
      '    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")',
      '    from django.core.management import execute_from_command_line',
      '    execute_from_command_line(sys.argv)',
      '',
    ].join('\n'),
    'config/__init__.py': '',
    'config/settings.py': 'SECRET_KEY = "test"\nINSTALLED_APPS = ["shop"]\nDATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}\nUSE_TZ = True\n',
    'shop/__init__.py': '',
    'shop/pricing.py': 'def total(prices):\n    return sum(prices) + 1\n',
    'shop/tests.py': [
      'from django.test import SimpleTestCase',
      '',
      'from shop.pricing import total',
      '',
      '',
      'class PricingTests(SimpleTestCase):',
      '    def test_total(self):',
      '        self.assertEqual(total([1, 2, 3]), 6)',
      '',
      '    def test_callable(self):',
      '        self.assertTrue(callable(total))',
      '',
    ].join('\n'),
  },
  fixed: { 'shop/pricing.py': 'def total(prices):\n    return sum(prices)\n' },
};

const rubyCalc = (op: string) => `module Calc\n  def self.add(a, b)\n    a ${op} b\n  end\nend\n`;

/**
 * An RSpec project whose `.rspec` (which decides detection) asks for the documentation
 * formatter, as the planned command pins it: `add` subtracts, `Calc adds` fails.
 */
export const RSPEC_PROJECT = {
  files: {
    '.rspec': '--format documentation\n',
    'lib/calc.rb': rubyCalc('-'),
    'spec/calc_spec.rb': [
      "require_relative '../lib/calc'",
      '',
      'RSpec.describe Calc do',
      "  it 'adds' do",
      '    expect(Calc.add(2, 2)).to eq(4)',
      '  end',
      '',
      "  it 'keeps a number plus zero' do",
      '    expect(Calc.add(1, 0)).to eq(1)',
      '  end',
      'end',
      '',
    ].join('\n'),
  },
  fixed: { 'lib/calc.rb': rubyCalc('+') },
};

/**
 * The RSpec project as a bundle: a Gemfile and the Gemfile.lock `bundle install --local` wrote
 * for it (fixtures/projects/rspec/bundled, resolved against Debian's gems), no `.rspec`.
 */
export const BUNDLED_RSPEC_PROJECT = {
  files: {
    Gemfile: readFileSync(new URL('../../fixtures/projects/rspec/bundled/Gemfile', import.meta.url), 'utf8'),
    'Gemfile.lock': readFileSync(new URL('../../fixtures/projects/rspec/bundled/Gemfile.lock', import.meta.url), 'utf8'),
    'lib/calc.rb': RSPEC_PROJECT.files['lib/calc.rb'],
    'spec/calc_spec.rb': RSPEC_PROJECT.files['spec/calc_spec.rb'],
  },
  fixed: RSPEC_PROJECT.fixed,
};

/** A Minitest project with a Rakefile test task and a test_helper: `add` subtracts, CalcTest#test_adds fails. */
export const MINITEST_PROJECT = {
  files: {
    Rakefile: "require 'rake/testtask'\n\nRake::TestTask.new(:test) do |t|\n  t.libs << 'test'\nend\n",
    'lib/calc.rb': rubyCalc('-'),
    'test/test_helper.rb': "require 'minitest/autorun'\nrequire 'calc'\n",
    'test/calc_test.rb': [
      "require 'test_helper'",
      '',
      'class CalcTest < Minitest::Test',
      '  def test_adds',
      '    assert_equal 4, Calc.add(2, 2)',
      '  end',
      '',
      '  def test_zero',
      '    assert_equal 1, Calc.add(1, 0)',
      '  end',
      'end',
      '',
    ].join('\n'),
  },
  fixed: { 'lib/calc.rb': rubyCalc('+') },
};

const elixirCalc = (op: string) => `defmodule Calc do\n  def add(a, b), do: a ${op} b\nend\n`;

/** A Mix project without dependencies: `add` subtracts, `test adds (CalcTest)` fails. */
export const MIX_PROJECT = {
  files: {
    'mix.exs': 'defmodule Calc.MixProject do\n  use Mix.Project\n\n  def project, do: [app: :calc, version: "0.1.0", elixir: "~> 1.14", deps: []]\nend\n',
    'lib/calc.ex': elixirCalc('-'),
    'test/test_helper.exs': 'ExUnit.start()\n',
    'test/calc_test.exs': [
      'defmodule CalcTest do',
      '  use ExUnit.Case',
      '',
      '  test "adds" do',
      '    assert Calc.add(2, 2) == 4',
      '  end',
      '',
      '  test "keeps a number plus zero" do',
      '    assert Calc.add(1, 0) == 1',
      '  end',
      'end',
      '',
    ].join('\n'),
  },
  fixed: { 'lib/calc.ex': elixirCalc('+') },
};

/**
 * The Minitest project as a bundle: the Gemfile and Gemfile.lock of
 * fixtures/projects/minitest/bundled (minitest and rake, as `bundle install --local` locked them).
 */
export const BUNDLED_MINITEST_PROJECT = {
  files: {
    ...MINITEST_PROJECT.files,
    Gemfile: readFileSync(new URL('../../fixtures/projects/minitest/bundled/Gemfile', import.meta.url), 'utf8'),
    'Gemfile.lock': readFileSync(new URL('../../fixtures/projects/minitest/bundled/Gemfile.lock', import.meta.url), 'utf8'),
  },
  fixed: MINITEST_PROJECT.fixed,
};

/**
 * Selective close never closes a turn on code the whole suite finds red (issue 37, "0 misses"),
 * on the real dsh runtime with real pytest suites (only the model is scripted; the node:test
 * traps and the controls: test/runtime/selective-close.traps.test.ts). Each row is a trap
 * (support/selective-traps.ts runs it): an edit that makes the suite red only through one
 * mechanism a selection can miss (a conftest fixture or hook, pytest.ini, a data file by a
 * literal or a computed name, importlib by a computed name, a deleted module, a .env file),
 * checked against the whole suite run outside the plugin. Needs python3 with pytest.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Runtime } from '../support/runtime.ts';
import { closes } from '../support/session-baseline.ts';
import { withRuntime, write } from '../support/gate-session.ts';
import { describeRun, lastTestRun, passesRecorded, trapHolds, type Trap, type WholeSuite } from '../support/selective-traps.ts';

/** Five test files, each importing a module of its own; every row adds the files of its trap. */
const BASE: Record<string, string> = {
  'pytest.ini': '[pytest]\n',
  'README.md': '# shop\n',
  'shop/__init__.py': '',
  'shop/add.py': 'def add(a, b):\n    return a + b\n',
  'shop/slug.py': "def slug(s):\n    return '-'.join(s.lower().split())\n",
  'shop/clamp.py': 'def clamp(x, lo, hi):\n    return min(hi, max(lo, x))\n',
  'shop/words.py': 'def words(s):\n    return len(s.split())\n',
  'shop/pad.py': 'def pad(n, width):\n    return str(n).zfill(width)\n',
  'tests/test_add.py': 'from shop.add import add\n\ndef test_adds():\n    assert add(2, 3) == 5\n',
  'tests/test_slug.py': "from shop.slug import slug\n\ndef test_joins_words():\n    assert slug(' Red Green ') == 'red-green'\n",
  'tests/test_clamp.py': 'from shop.clamp import clamp\n\ndef test_clamps():\n    assert clamp(12, 0, 10) == 10\n',
  'tests/test_words.py': "from shop.words import words\n\ndef test_counts_words():\n    assert words(' a b  c ') == 3\n",
  'tests/test_pad.py': "from shop.pad import pad\n\ndef test_pads():\n    assert pad(7, 3) == '007'\n",
};

/** The whole suite as the planner runs it (`python3 -m pytest`, the workspace on sys.path); `-rfE` names every failure and error. */
const PYTEST: WholeSuite = {
  command: ['python3', '-m', 'pytest', '-q', '-rfE', '--color=no', '-p', 'no:cacheprovider'],
  fails: (output, name) => output.includes(`FAILED ${name}`) || output.includes(`ERROR ${name}`),
};

const remove = (rt: Runtime, path: string) => rmSync(join(rt.workspace, path));

const TRAPS: Trap[] = [
  {
    name: 'a fixture in a conftest.py one test uses',
    files: { 'tests/conftest.py': "import pytest\n\n@pytest.fixture\ndef currency():\n    return 'EUR'\n", 'tests/test_currency.py': "def test_currency(currency):\n    assert currency == 'EUR'\n" },
    edit: (rt) => write(rt, 'tests/conftest.py', "import pytest\n\n@pytest.fixture\ndef currency():\n    return 'USD'\n"),
    failing: ['tests/test_currency.py::test_currency'],
  },
  {
    name: 'a hook in the root conftest.py that sets what one test reads (pytest_configure)',
    files: { 'conftest.py': "import os\n\ndef pytest_configure(config):\n    os.environ['CURRENCY'] = 'EUR'\n", 'tests/test_currency_env.py': "import os\n\ndef test_currency_from_hook():\n    assert os.environ['CURRENCY'] == 'EUR'\n" },
    edit: (rt) => write(rt, 'conftest.py', "import os\n\ndef pytest_configure(config):\n    os.environ['CURRENCY'] = 'USD'\n"),
    failing: ['tests/test_currency_env.py::test_currency_from_hook'],
  },
  {
    name: 'a fixture in a plugin module the root conftest.py names in pytest_plugins, while another test imports that module (and still passes)',
    files: {
      'conftest.py': "pytest_plugins = ['tests.fixtures.money']\n",
      'tests/__init__.py': '',
      'tests/fixtures/__init__.py': '',
      'tests/fixtures/money.py': "import pytest\n\nCURRENCIES = ['EUR', 'USD']\n\n@pytest.fixture\ndef currency():\n    return 'EUR'\n",
      'tests/test_currencies.py': "from tests.fixtures.money import CURRENCIES\n\ndef test_euro_is_known():\n    assert 'EUR' in CURRENCIES\n",
      'tests/test_currency.py': "def test_currency(currency):\n    assert currency == 'EUR'\n",
    },
    edit: (rt) => write(rt, 'tests/fixtures/money.py', "import pytest\n\nCURRENCIES = ['EUR', 'USD']\n\n@pytest.fixture\ndef currency():\n    return 'USD'\n"),
    failing: ['tests/test_currency.py::test_currency'],
  },
  {
    name: 'pytest.ini alone: xfail_strict turns a passing xfail into a failure',
    files: { 'tests/test_known.py': "import pytest\n\n@pytest.mark.xfail(reason='known to be flaky elsewhere')\ndef test_known():\n    assert True\n" },
    edit: (rt) => write(rt, 'pytest.ini', '[pytest]\nxfail_strict = true\n'),
    failing: ['tests/test_known.py::test_known'],
  },
  {
    name: 'a data file one test reads by a literal path',
    files: { 'tests/data/prices.json': '[100, 250, 50]\n', 'tests/test_prices.py': "import json, pathlib\n\nPRICES = json.loads((pathlib.Path(__file__).parent / 'data' / 'prices.json').read_text())\n\ndef test_whole_cents():\n    assert all(isinstance(p, int) for p in PRICES)\n" },
    edit: (rt) => write(rt, 'tests/data/prices.json', '[100, 250, 50.5]\n'),
    failing: ['tests/test_prices.py::test_whole_cents'],
  },
  {
    name: 'a data file one test reads by a name it builds at run time',
    files: { 'data/rates.json': '{"vat": 20}\n', 'tests/test_rates.py': "import json, os\n\nDATA = os.path.join(os.path.dirname(__file__), '..', 'data')\nname = 'rates'\nRATES = json.load(open(os.path.join(DATA, name + '.json')))\n\ndef test_vat():\n    assert RATES['vat'] == 20\n" },
    edit: (rt) => write(rt, 'data/rates.json', '{"vat": 21}\n'),
    failing: ['tests/test_rates.py::test_vat'],
  },
  {
    name: 'a data file one test reads by a literal path and another by a name it builds at run time; the change breaks only the latter',
    files: {
      'data/rates.json': '{"vat": 20, "reduced": 5}\n',
      'tests/test_vat.py': "import json\n\nRATES = json.load(open('data/rates.json'))\n\ndef test_vat():\n    assert RATES['vat'] == 20\n",
      'tests/test_reduced.py': "import json, os\n\nname = 'rates'\nRATES = json.load(open(os.path.join('data', name + '.json')))\n\ndef test_reduced():\n    assert RATES['reduced'] == 5\n",
    },
    edit: (rt) => write(rt, 'data/rates.json', '{"vat": 20, "reduced": 7}\n'),
    failing: ['tests/test_reduced.py::test_reduced'],
  },
  {
    name: "a module one test reaches through its package's __init__ (a relative import), while another imports it directly (and still passes)",
    files: {
      'units/__init__.py': 'from .weights import kilo\n',
      'units/weights.py': 'GRAM = 1\n\ndef kilo(n):\n    return n * 1000\n',
      'tests/test_gram.py': 'from units.weights import GRAM\n\ndef test_gram():\n    assert GRAM == 1\n',
      'tests/test_kilo.py': 'from units import kilo\n\ndef test_kilo():\n    assert kilo(1) == 1000\n',
    },
    edit: (rt) => write(rt, 'units/weights.py', 'GRAM = 1\n\ndef kilo(n):\n    return n * 1024\n'),
    failing: ['tests/test_kilo.py::test_kilo'],
  },
  {
    name: 'package data one test reads by a literal path and another through importlib.resources; the change breaks only the latter',
    files: {
      'shop/rates.json': '{"vat": 20, "reduced": 5}\n',
      'tests/test_vat_rate.py': "import json\n\nRATES = json.load(open('shop/rates.json'))\n\ndef test_vat():\n    assert RATES['vat'] == 20\n",
      'tests/test_reduced_rate.py': "import json\nfrom importlib.resources import files\n\nRATES = json.loads(files('shop').joinpath('rates.json').read_text())\n\ndef test_reduced():\n    assert RATES['reduced'] == 5\n",
    },
    edit: (rt) => write(rt, 'shop/rates.json', '{"vat": 20, "reduced": 7}\n'),
    failing: ['tests/test_reduced_rate.py::test_reduced'],
  },
  {
    name: 'a module one test imports with importlib by a computed name, while another imports it statically (and still passes)',
    files: {
      'shop/fee.py': 'FIXED = 30\n\ndef fee(cents):\n    return cents + FIXED\n',
      'tests/test_fixed_fee.py': 'from shop.fee import FIXED\n\ndef test_fixed_fee():\n    assert FIXED == 30\n',
      'tests/test_fee.py': "import importlib\n\nname = 'fee'\nfee = importlib.import_module('shop.' + name).fee\n\ndef test_adds_the_fee():\n    assert fee(100) == 130\n",
    },
    edit: (rt) => write(rt, 'shop/fee.py', 'FIXED = 30\n\ndef fee(cents):\n    return cents + FIXED + 5\n'),
    failing: ['tests/test_fee.py::test_adds_the_fee'],
  },
  {
    name: 'a module only one test reaches, with importlib by a computed name',
    files: { 'shop/tip.py': 'def tip(cents):\n    return cents // 10\n', 'tests/test_tip.py': "import importlib\n\nname = 'tip'\ntip = importlib.import_module('shop.' + name).tip\n\ndef test_tip():\n    assert tip(100) == 10\n" },
    edit: (rt) => write(rt, 'shop/tip.py', 'def tip(cents):\n    return cents // 5\n'),
    failing: ['tests/test_tip.py::test_tip'],
  },
  {
    name: 'a source module deleted (one test imports it)',
    files: { 'shop/legacy.py': 'def legacy():\n    return 1\n', 'tests/test_legacy.py': 'from shop.legacy import legacy\n\ndef test_legacy():\n    assert legacy() == 1\n' },
    edit: (rt) => remove(rt, 'shop/legacy.py'),
    failing: ['tests/test_legacy.py'],
  },
  {
    name: 'an environment file one test reads (.env)',
    files: { '.env': 'GREETING=hi\n', 'tests/test_greeting.py': "ENV = dict(line.split('=', 1) for line in open('.env').read().split())\n\ndef test_greeting():\n    assert ENV['GREETING'] == 'hi'\n" },
    edit: (rt) => write(rt, '.env', 'GREETING=hello\n'),
    failing: ['tests/test_greeting.py::test_greeting'],
  },
];

const traps = suite('selective close: no trap closes a turn on red code (pytest)');
for (const trap of TRAPS) traps(trap.name, () => trapHolds(BASE, trap, PYTEST));
traps.run();

// ---------------------------------------------------------------------------------------------

const controls = suite('selective close: the control (pytest)');

controls('a one-line change to a module exactly one test imports: that test file re-runs, the rest are reused, the turn closes', () =>
  withRuntime(BASE, async (rt) => {
    await passesRecorded(rt);
    await closes(rt, [{ call: 'test_run', before: () => write(rt, 'shop/add.py', 'def add(a, b):\n    return b + a\n') }]);
    const run = lastTestRun(rt);
    const testFiles = Object.keys(BASE).filter((path) => path.startsWith('tests/test_')).length;
    assert.ok(run.notes.includes(`verifies the suite: 1 test file re-run; ${testFiles - 1} unchanged since their pass in run 1`), describeRun(run));
  }));

controls.run();

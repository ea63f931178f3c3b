# An ExUnit formatter that writes what ExUnit reports of a run as one JSON document: the
# machine report scripts/capture/exunit.mjs derives each fixture's expected.json from.
#
# Loaded into the VM before Mix starts and named next to ExUnit's own console formatter:
#
#   elixir -r exunit-json-formatter.exs -e 'DshCapture.JsonFormatter.output_to("/tmp/x.json")' \
#     -S mix test --formatter ExUnit.CLIFormatter --formatter DshCapture.JsonFormatter ...
#
# The path is given by that call (not by the environment, which the tests could read), and lies
# outside the project. The document is written when the formatter starts (`finished` false:
# what a run that stops early, at a test file that does not compile, leaves) and again when
# ExUnit reports the suite's end. An umbrella project runs one suite per app in the same VM:
# the document holds every suite's tests, `suites` counts them, and `finished` is true once
# every suite that started has ended.
#
# Per test: its name and module as ExUnit formats a failure's title (`test add/2 adds
# (CalcTest)`), its file and line, its state, and for a failed test each failure's message text,
# the block ExUnit's own formatter prints for it (ExUnit.Formatter.format_test_failure, no
# colours, the CLI formatter's width), and its stack frames with the OTP application of each
# frame's module (nil: not in an application, like a test module). Per module that failed as
# a whole (setup_all): the same, from its module_finished event.
defmodule DshCapture.JsonFormatter do
  use GenServer

  def output_to(path), do: :persistent_term.put({__MODULE__, :path}, path)

  @impl true
  def init(_opts) do
    app = if Code.ensure_loaded?(Mix.Project), do: Mix.Project.config()[:app], else: nil
    state = %{path: :persistent_term.get({__MODULE__, :path}), app: app, tests: [], modules: []}
    # An umbrella project runs one suite per app in this VM: the document holds them all.
    :persistent_term.put({__MODULE__, :started}, started() + 1)
    write(state)
    {:ok, state}
  end

  @impl true
  def handle_cast({:test_finished, test}, state) do
    {:noreply, %{state | tests: [test_entry(test, state) | state.tests]}}
  end

  def handle_cast({:module_finished, %ExUnit.TestModule{state: {:failed, failures}} = mod}, state) do
    entry = %{
      "module" => inspect(mod.name),
      "file" => if(mod.file, do: Path.relative_to_cwd(mod.file)),
      "block" => ExUnit.Formatter.format_test_all_failure(mod, failures, 1, width(), &plain/2),
      "failures" => Enum.map(failures, &failure_entry(&1, state))
    }

    {:noreply, %{state | modules: [entry | state.modules]}}
  end

  def handle_cast({:suite_finished, _times}, state) do
    :persistent_term.put({__MODULE__, :finished}, finished() + 1)
    :persistent_term.put({__MODULE__, :earlier}, {earlier_tests() ++ Enum.reverse(state.tests), earlier_modules() ++ Enum.reverse(state.modules)})
    write(%{state | tests: [], modules: []})
    {:noreply, state}
  end

  def handle_cast(_event, state), do: {:noreply, state}

  defp started, do: :persistent_term.get({__MODULE__, :started}, 0)
  defp finished, do: :persistent_term.get({__MODULE__, :finished}, 0)
  defp earlier_tests, do: elem(:persistent_term.get({__MODULE__, :earlier}, {[], []}), 0)
  defp earlier_modules, do: elem(:persistent_term.get({__MODULE__, :earlier}, {[], []}), 1)

  defp test_entry(test, state) do
    base = %{
      "title" => "#{test.name} (#{inspect(test.module)})",
      "module" => inspect(test.module),
      "file" => Path.relative_to_cwd(test.tags.file),
      "line" => test.tags.line
    }

    case test.state do
      nil ->
        Map.put(base, "state", "passed")

      {:skipped, _} ->
        Map.put(base, "state", "skipped")

      {:excluded, _} ->
        Map.put(base, "state", "excluded")

      {:invalid, _} ->
        Map.put(base, "state", "invalid")

      {:failed, failures} ->
        base
        |> Map.put("state", "failed")
        |> Map.put("block", ExUnit.Formatter.format_test_failure(test, failures, 1, width(), &plain/2))
        |> Map.put("failures", Enum.map(failures, &failure_entry(&1, state)))
    end
  end

  defp failure_entry({kind, reason, stack}, state) do
    %{
      "message" => message_of(kind, reason, stack),
      "frames" => Enum.map(stack, &frame_entry(&1, state))
    }
  end

  # What ExUnit prints first for the failure: an assertion's own message, or the banner of
  # anything raised, thrown or exited (`** (ArgumentError) boom`).
  defp message_of(:error, %ExUnit.AssertionError{message: message}, _stack), do: message
  defp message_of(kind, reason, stack), do: Exception.format_banner(kind, reason, stack)

  defp frame_entry({module, _fun, _arity, location} = entry, state) when is_list(location) do
    app =
      case :application.get_application(module) do
        {:ok, app} -> app
        :undefined -> nil
      end

    %{
      "file" => if(location[:file], do: Path.relative_to_cwd(to_string(location[:file]))),
      "line" => location[:line],
      "app" => if(app, do: to_string(app)),
      "project" => app == nil or app == state.app,
      "text" => Exception.format_stacktrace_entry(entry)
    }
  end

  defp frame_entry(entry, _state), do: %{"text" => Exception.format_stacktrace_entry(entry), "project" => false}

  # ExUnit.CLIFormatter's width when its output is not a terminal.
  defp width do
    case :io.columns() do
      {:ok, width} -> max(40, width)
      _ -> 80
    end
  end

  defp plain(:diff_enabled?, _), do: false
  defp plain(_, msg), do: msg

  defp write(state) do
    doc = %{
      "suites" => started(),
      "finished" => finished() == started(),
      "tests" => earlier_tests() ++ Enum.reverse(state.tests),
      "modules" => earlier_modules() ++ Enum.reverse(state.modules)
    }

    File.write!(state.path, encode(doc))
  end

  # A minimal JSON encoder (Elixir 1.14 ships none).
  defp encode(nil), do: "null"
  defp encode(true), do: "true"
  defp encode(false), do: "false"
  defp encode(n) when is_integer(n), do: Integer.to_string(n)
  defp encode(s) when is_binary(s), do: [?", escape(s), ?"]
  defp encode(a) when is_atom(a), do: encode(Atom.to_string(a))
  defp encode(list) when is_list(list), do: [?[, Enum.intersperse(Enum.map(list, &encode/1), ?,), ?]]

  defp encode(map) when is_map(map) do
    pairs = map |> Enum.sort() |> Enum.map(fn {k, v} -> [encode(to_string(k)), ?:, encode(v)] end)
    [?{, Enum.intersperse(pairs, ?,), ?}]
  end

  defp escape(s) do
    for <<c::utf8 <- s>>, into: "" do
      case c do
        ?" -> "\\\""
        ?\\ -> "\\\\"
        ?\n -> "\\n"
        ?\r -> "\\r"
        ?\t -> "\\t"
        c when c < 0x20 -> "\\u" <> String.pad_leading(Integer.to_string(c, 16), 4, "0")
        c -> <<c::utf8>>
      end
    end
  end
end

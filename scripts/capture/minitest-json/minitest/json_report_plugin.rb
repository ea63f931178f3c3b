# A Minitest reporter of our own: writes every result of the run as JSON to the file named by
# `--json-report PATH` (scripts/capture/minitest.mjs puts this directory on the load path;
# Minitest.load_plugins finds minitest/*_plugin.rb there). It reads only Minitest's result
# objects, the same ones its console reporters print, and adds nothing to the console.
require 'json'

module Minitest
  def self.plugin_json_report_options(opts, options)
    opts.on '--json-report PATH', 'Write every result as JSON to PATH' do |path|
      options[:json_report] = path
    end
  end

  def self.plugin_json_report_init(options)
    reporter << JsonReport.new(options[:json_report]) if options[:json_report]
  end

  # Collects results; writes the file when the run's reports are done.
  class JsonReport < AbstractReporter
    def initialize(path)
      super()
      @path = path
      @results = []
    end

    def record(result)
      @results << {
        class: result.klass,
        name: result.name,
        result_code: result.result_code,
        assertions: result.assertions,
        source_location: result.source_location,
        failures: result.failures.map do |f|
          entry = { label: f.result_label, location: f.location, message: f.message }
          if f.is_a?(UnexpectedError)
            entry[:error_class] = f.error.class.name
            entry[:error_message] = f.error.message
            entry[:backtrace] = Minitest.filter_backtrace(f.error.backtrace || [])
          end
          entry
        end,
      }
    end

    def report
      # Counted as Minitest's summary counts: by each result's first failure (its result_code).
      summary = {
        runs: @results.size,
        assertions: @results.sum { |r| r[:assertions] },
        failures: @results.count { |r| r[:result_code] == 'F' },
        errors: @results.count { |r| r[:result_code] == 'E' },
        skips: @results.count { |r| r[:result_code] == 'S' },
      }
      File.write(@path, JSON.pretty_generate(minitest: Minitest::VERSION, summary: summary, results: @results))
    end
  end
end

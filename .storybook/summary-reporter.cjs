// A jest reporter that writes the run's totals as JSON (the test-runner's own --outputFile flag
// takes no value), so `npm test` can print one closing count for vitest and the stories together.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.STORIES_SUMMARY_FILE;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const { numPassedTests, numFailedTests, numTotalTests, numRuntimeErrorTestSuites } = results;
    // The failed stories by name (the closing summary lists them), in jest's own JSON shape.
    const testResults = results.testResults
      .filter((f) => f.numFailingTests > 0 || f.testExecError)
      .map((f) => ({
        name: f.testFilePath,
        status: 'failed',
        message: f.testExecError?.message ?? '',
        assertionResults: f.testResults
          .filter((t) => t.status === 'failed')
          .map((t) => ({ fullName: t.fullName, status: t.status })),
      }));
    fs.writeFileSync(
      file,
      JSON.stringify({
        numPassedTests,
        numFailedTests,
        numTotalTests,
        numRuntimeErrorTestSuites,
        testResults,
      }),
    );
  }
}

module.exports = SummaryReporter;

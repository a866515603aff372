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
    fs.writeFileSync(
      file,
      JSON.stringify({ numPassedTests, numFailedTests, numTotalTests, numRuntimeErrorTestSuites }),
    );
  }
}

module.exports = SummaryReporter;

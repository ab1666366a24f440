// A Playwright reporter that ends the run with one line, `N passed, N failed` (plus
// `, N skipped` when any were), alone on its line: the summary CI's log reader recognises.
// A test that never ran because the run itself failed (a server that did not start, a
// timeout, an interrupt) counts as failed, so a broken run cannot read as a clean one.

export default class SummaryReporter {
  onBegin(config, suite) {
    this.suite = suite;
  }

  onEnd(result) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const test of this.suite.allTests()) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') {
        passed += 1;
      } else if (outcome === 'unexpected') {
        failed += 1;
      } else if (result.status !== 'passed' && test.results.length === 0) {
        failed += 1;
      } else {
        skipped += 1;
      }
    }
    const line = `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
    process.stdout.write(`\n${line}\n`);
  }

  printsToStdio() {
    return true;
  }
}

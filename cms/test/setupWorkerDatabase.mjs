/** Points this worker at its own database (created by globalSetup). */
const base = new URL(process.env.TEST_DATABASE_BASE_URL);
base.pathname = `/dealer_test_${process.env.JEST_WORKER_ID ?? '1'}`;
process.env.DATABASE_URL = base.toString();
process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789';
// No site runs during integration tests: revalidation calls fail fast and are only logged.
process.env.SITE_URL = 'http://127.0.0.1:9';
process.env.PAYLOAD_JOBS_AUTORUN = 'false';
process.env.MEDIA_DIR = `${process.env.TEST_MEDIA_BASE_DIR}/worker-${process.env.JEST_WORKER_ID ?? '1'}`;

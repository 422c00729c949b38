import { afterAll, beforeAll } from 'vitest';
import { startSmtpServer } from './smtp';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface MailedApp {
  app: TestApp;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
}

/**
 * Starts, for the test file, an app that sends its mail to a real SMTP server on loopback, and stops both
 * after it. The fields are set once beforeAll has run.
 */
export function useMailedApp(options: TestAppOptions = {}): MailedApp {
  const started = {} as MailedApp;
  beforeAll(async () => {
    started.smtp = await startSmtpServer();
    started.app = await startTestApp({ ...options, env: { ...options.env, SMTP_URL: started.smtp.url } });
  });
  afterAll(async () => {
    await started.app?.close();
    await started.smtp?.close();
  });
  return started;
}

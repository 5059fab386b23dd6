import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_CONSOLE_TEXTS, ERRORS } from '@ai4n/shared';
import { fakeApi, reply } from '../../../../test/fake-api';
import { renderAdmin, storeAdminSession } from '../../../../test/render';
import { AdminGate } from './admin-console';

const down = reply(503, { message: 'Service Unavailable', statusCode: 503 });

describe('the admin console', () => {
  it("first load with every list failing: 'Failed to load data from server', the health check's text, and no claim of cached data", async () => {
    storeAdminSession();
    fakeApi({ 'GET /health': down });
    renderAdmin(<AdminGate />, { session: true });
    const banner = await screen.findByText(ADMIN_CONSOLE_TEXTS.loadFailed);
    expect(
      await within(banner.closest('[role="alert"]') as HTMLElement).findByText(/API is not available/),
    ).toBeVisible();
    expect(screen.queryByText(new RegExp(ADMIN_CONSOLE_TEXTS.offline))).not.toBeInTheDocument();
    // The tab still names what failed.
    expect(screen.getByText(/Failed to load prompts from server: No route GET \/prompts/)).toBeInTheDocument();
  });

  it('a failing list beside working ones: no first-load banner', async () => {
    storeAdminSession();
    fakeApi({
      'GET /health': { status: 'ok', db: 'ok' },
      'GET /lessons/admin/all': [],
    });
    renderAdmin(<AdminGate />, { session: true });
    expect(await screen.findByText(/Failed to load prompts from server/)).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_CONSOLE_TEXTS.loadFailed)).not.toBeInTheDocument();
    expect(screen.queryByText(ERRORS.apiUnavailable)).not.toBeInTheDocument();
  });
});

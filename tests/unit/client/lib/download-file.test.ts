import { describe, expect, it } from 'vitest';
import { dispositionName } from '@client/lib/download-file';

describe('dispositionName', () => {
  it('takes the UTF-8 name when there is one, else the ASCII one', () => {
    expect(
      dispositionName(
        `attachment; filename="mindlane-Fte-2026-11-30.zip"; filename*=UTF-8''mindlane-F%C3%AAte-2026-11-30.zip`,
      ),
    ).toBe('mindlane-Fête-2026-11-30.zip');
    expect(dispositionName('attachment; filename="mindlane-my-data-2026-11-30.json"')).toBe(
      'mindlane-my-data-2026-11-30.json',
    );
  });

  it('falls back to the ASCII name when the UTF-8 one is malformed, and to nothing without a header', () => {
    expect(dispositionName(`attachment; filename="plan.zip"; filename*=UTF-8''%E0%A4%A`)).toBe('plan.zip');
    expect(dispositionName(null)).toBeNull();
    expect(dispositionName('attachment')).toBeNull();
  });
});

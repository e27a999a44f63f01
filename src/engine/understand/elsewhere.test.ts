import { describe, expect, it } from 'vitest';
import { elsewhere } from './elsewhere';

describe('elsewhere: the client in another named state', () => {
  it('reads a jurisdiction named where the client goes, lives or stays', () => {
    expect(elsewhere("Once she's in Texas she wants to keep our video sessions.", 'LA')?.phrase).toBe("Once she's in Texas");
    expect(elsewhere('He winters in Florida and wants to meet by video.', 'KY')?.phrase).toBe('winters in Florida');
    expect(elsewhere('She is moving to West Virginia in June.', 'OH')?.phrase).toBe('moving to West Virginia');
  });

  it("never counts the practitioner's own state or a place named in passing", () => {
    expect(elsewhere("I'm licensed only in Ohio and she lives in Ohio too.", 'OH')).toBeNull();
    expect(elsewhere('She grew up in Texas and talks about it a lot.', 'LA')).toBeNull();
  });
});

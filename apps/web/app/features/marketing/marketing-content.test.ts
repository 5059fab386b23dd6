import { describe, expect, it } from 'vitest';
import { LAB_FACTS_AS_OF } from '@ai4n/shared';
import {
  benefits,
  homeEyebrow,
  initialsOf,
  labCostCopy,
  labFeatureTabs,
  labHero,
  labModels,
  labModelsAsOf,
} from './marketing-content';

describe('home copy', () => {
  it('claims students only as the administrator or the site gives them', () => {
    expect(homeEyebrow({ value: '250+', label: 'Students' })).toBe('Join 250+ students learning AI');
    expect(homeEyebrow({ value: '120+', label: 'Certificates issued' })).toBe('120+ certificates earned so far');
    expect(homeEyebrow(null)).not.toMatch(/\d/);
  });

  it('writes no prompt count of its own: the live one fills it in', () => {
    const text = JSON.stringify(benefits);
    expect(text).not.toMatch(/\d[\d,]*\+? (ready-made|prompt|example)/i);
    expect(text).toContain('{promptCount} ready-made examples');
  });

  it('makes initials from a testimonial name', () => {
    expect(initialsOf({ name: 'Sam Lee', role: '', quote: 'q' })).toBe('SL');
    expect(initialsOf({ name: 'ana  maría ruiz', role: '', quote: 'q' })).toBe('AM');
  });
});

describe('Prompt Lab copy', () => {
  it('lists current model families, dated, and none of the retired ones', () => {
    const names = labModels.map((m) => m.name).join(' | ');
    // Sora: discontinued by OpenAI (app and API, announced 24 March 2026); Imagen: shut down by Google in mid-2026.
    for (const retired of [/GPT-4o/, /DALL.?E/i, /Gen-3/, /Sora/, /Imagen/]) expect(names).not.toMatch(retired);
    expect(labModelsAsOf).toContain(LAB_FACTS_AS_OF);
  });

  it('promises video and audio only from the plan that includes them', () => {
    expect(labHero.subtitle).toMatch(/\$20 a month for text and images, with video and audio from \$40/);
    expect(labFeatureTabs.find((t) => t.id === 'video')!.credits).toMatch(/Professional plan and up/);
    expect(labCostCopy.intro).toContain(LAB_FACTS_AS_OF);
    expect(labCostCopy.otherTools).toMatch(/free tier/);
  });

  it('claims no model count and no "every AI tool": nothing in the project backs them', () => {
    const copy = JSON.stringify({ benefits, labHero, labFeatureTabs, labCostCopy, labModelsAsOf });
    expect(copy).not.toMatch(/\d+\+ (AI )?models/i);
    expect(copy).not.toMatch(/every AI tool/i);
  });
});

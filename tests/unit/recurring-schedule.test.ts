// The schedule of a recurring basket or order as the pages write it (shopping-core §9): the frequency
// alone (the list of My Account) and the whole sentence (basket, review, receipt, the recurring order
// page), in English and German, with days divisible by 7 shown as weeks.
import { describe, expect, it } from 'vitest';
import { frequencyText, scheduleText, type Translate } from '~/features/basket/recurrence';
import { resources } from '~/i18n/resources.server';
import { createTranslator } from '~/i18n/translator';

function translator(language: 'en' | 'de'): Translate {
  return createTranslator(language, resources[language]);
}

/** Dates as they came, so the sentence shows what the schedule says. */
const asIs = (isoDate: string) => isoDate;

describe('the frequency of a recurring order', () => {
  it('shows a number of days divisible by 7 as weeks', async () => {
    const t = await translator('en');
    expect(frequencyText('P7D', t)).toBe('every week');
    expect(frequencyText('P14D', t)).toBe('every 2 weeks');
    expect(frequencyText('P21D', t)).toBe('every 3 weeks');
  });

  it('keeps other numbers of days as days, and months and years as they are', async () => {
    const t = await translator('en');
    expect(frequencyText('P1D', t)).toBe('every day');
    expect(frequencyText('P10D', t)).toBe('every 10 days');
    expect(frequencyText('P1M', t)).toBe('every month');
    expect(frequencyText('P2Y', t)).toBe('every 2 years');
  });

  it('writes it in German', async () => {
    const t = await translator('de');
    expect(frequencyText('P7D', t)).toBe('wöchentlich');
    expect(frequencyText('P14D', t)).toBe('alle 2 Wochen');
    expect(frequencyText('P3D', t)).toBe('alle 3 Tage');
  });

  it('shows an interval it cannot read as it came', async () => {
    expect(frequencyText('PT1H', await translator('en'))).toBe('PT1H');
  });
});

describe('the schedule sentence', () => {
  it('names the start and the end date', async () => {
    const t = await translator('en');
    expect(scheduleText({ interval: 'P14D', startDate: '2030-01-31', endDate: '2030-06-30' }, t, asIs)).toBe('every 2 weeks from 2030-01-31 until 2030-06-30');
  });

  it('names the number of orders when the schedule has repetitions', async () => {
    const t = await translator('en');
    expect(scheduleText({ interval: 'P1M', startDate: '2030-01-31', repetitions: 4 }, t, asIs)).toBe('every month from 2030-01-31, 4 times');
    expect(scheduleText({ interval: 'P1W', startDate: '2030-01-31', repetitions: 1 }, t, asIs)).toBe('every week from 2030-01-31, once');
  });

  it('writes it in German', async () => {
    const t = await translator('de');
    expect(scheduleText({ interval: 'P14D', startDate: '2030-01-31', repetitions: 3 }, t, asIs)).toBe('alle 2 Wochen ab dem 2030-01-31, 3-mal');
  });

  it('is open-ended without an end date or repetitions', async () => {
    const t = await translator('en');
    expect(scheduleText({ interval: 'P28D', startDate: '2030-01-31' }, t, asIs)).toBe('every 4 weeks from 2030-01-31');
  });

  it('formats the dates with the page\'s date format', async () => {
    const t = await translator('en');
    const text = scheduleText({ interval: 'P1Y', startDate: '2030-01-31', endDate: '2035-01-31' }, t, (isoDate) => `[${isoDate.slice(0, 4)}]`);
    expect(text).toBe('every year from [2030] until [2035]');
  });
});

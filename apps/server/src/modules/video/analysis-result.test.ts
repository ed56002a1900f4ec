import { describe, expect, it } from 'vitest';
import { noteText, offlineResult, readAnalysisReply } from './analysis-result.js';
import { languageCode } from './transcription.js';

describe('readAnalysisReply', () => {
  const requirements = ['TypeScript (3+ anni)', 'Inglese B2'];

  it('keeps exactly the job’s requirements, in order, with the model’s verdicts matched loosely', () => {
    const read = readAnalysisReply(
      {
        summary: '  Un riepilogo.  ',
        strengths: ['A', 'A', '', 3, ' B '],
        concerns: 'not a list',
        requirements: [
          { requirement: 'inglese  b2', result: 'PARTIAL', evidence: 'parla un po’' },
          { requirement: 'Inglese B2', result: 'met', evidence: 'duplicate: the first wins' },
          { requirement: 'Made up', result: 'met', evidence: 'x' },
          'junk',
          null,
        ],
      },
      requirements,
    );
    expect(read).toEqual({
      summary: 'Un riepilogo.',
      strengths: ['A', 'B'],
      concerns: [],
      requirements: [
        { requirement: 'TypeScript (3+ anni)', result: 'unknown', evidence: '' },
        { requirement: 'Inglese B2', result: 'partial', evidence: 'parla un po’' },
      ],
    });
  });

  it('turns an unknown verdict into unknown, without evidence', () => {
    const read = readAnalysisReply(
      { summary: 'S', requirements: [{ requirement: 'Inglese B2', result: 'great', evidence: 'e' }] },
      requirements,
    );
    expect(read!.requirements[1]).toEqual({ requirement: 'Inglese B2', result: 'unknown', evidence: '' });
  });

  it('refuses a reply without a summary', () => {
    expect(readAnalysisReply({ summary: '  ' }, requirements)).toBeNull();
    expect(readAnalysisReply({ strengths: ['x'] }, requirements)).toBeNull();
  });

  it('caps the lists and the texts', () => {
    const read = readAnalysisReply(
      { summary: 'x'.repeat(5_000), strengths: Array.from({ length: 50 }, (_, i) => `s${i}`) },
      [],
    );
    expect(read!.summary).toHaveLength(2_000);
    expect(read!.strengths).toHaveLength(20);
  });
});

describe('offlineResult', () => {
  it('reports the facts and the notes in the language asked, and an unknown duration', () => {
    expect(offlineResult({ durationSeconds: 3, formLanguage: 'it' }, ['noTranscription'], 'en')).toEqual({
      durationSeconds: 3,
      formLanguage: 'it',
      spokenLanguage: null,
      transcript: null,
      summary: null,
      strengths: [],
      concerns: [],
      requirements: [],
      notes: [noteText('noTranscription', 'en')],
    });
    expect(offlineResult({ durationSeconds: null, formLanguage: null }, ['noAudio'], 'it').notes).toEqual([
      noteText('noAudio', 'it'),
      noteText('noDuration', 'it'),
    ]);
  });
});

describe('languageCode', () => {
  it('reads Whisper’s language names and ISO codes', () => {
    expect(languageCode('italian')).toBe('it');
    expect(languageCode('English')).toBe('en');
    expect(languageCode('it')).toBe('it');
    expect(languageCode('pt-BR')).toBe('pt');
    expect(languageCode('klingon')).toBeNull();
    expect(languageCode('')).toBeNull();
    expect(languageCode(42)).toBeNull();
  });
});

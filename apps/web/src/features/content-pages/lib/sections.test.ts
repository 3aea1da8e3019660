import { describe, expect, it } from 'vitest';
import english from '../../../locales/en/contentPages.json';
import spanish from '../../../locales/es/contentPages.json';
import { helpQuestions, orientationSections, sectionAnchor } from './sections.ts';

describe('content pages', () => {
  it('have a title and a body for every orientation section in both languages', () => {
    for (const texts of [spanish, english]) {
      expect(Object.keys(texts.orientation.sections)).toEqual([...orientationSections]);
      for (const key of orientationSections) {
        expect(texts.orientation.sections[key].title).not.toBe('');
        expect(texts.orientation.sections[key].body).not.toBe('');
      }
    }
  });

  it('have a question and an answer for every FAQ entry in both languages', () => {
    for (const texts of [spanish, english]) {
      expect(Object.keys(texts.help.faq)).toEqual([...helpQuestions]);
      for (const key of helpQuestions) {
        expect(texts.help.faq[key].q).toMatch(/\?$/);
        expect(texts.help.faq[key].a).not.toBe('');
      }
    }
  });

  it('gives each section a unique anchor', () => {
    const anchors = [
      ...orientationSections.map((key) => sectionAnchor('orientacion', key)),
      ...helpQuestions.map((key) => sectionAnchor('ayuda', key)),
    ];
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors[0]).toBe('orientacion-intro');
  });
});

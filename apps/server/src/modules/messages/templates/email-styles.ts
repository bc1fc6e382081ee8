import type { CSSProperties } from 'react';

/** Dekka's e-mail palette: dark ink on white, muted grey, a hairline, the green accent. */
export const emailColors = { ink: '#1d1d1f', muted: '#555', line: '#e4e4e7', accent: '#0b5c4b' };

/**
 * The layout every Dekka e-mail shares (inline styles: mail clients ignore stylesheets): a white
 * card on grey, a small capitals line above the heading, body text, label/value rows, the
 * button and the small print. Each template adds its own pieces.
 */
export const emailStyles = {
  body: {
    backgroundColor: '#f4f4f5',
    color: emailColors.ink,
    fontFamily: 'Helvetica, Arial, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  card: {
    backgroundColor: '#ffffff',
    borderRadius: '8px',
    maxWidth: '560px',
    padding: '32px 24px',
  },
  eyebrow: { fontSize: '14px', fontWeight: 700, letterSpacing: '0.04em', margin: '0 0 16px' },
  heading: { fontSize: '24px', lineHeight: '1.3', margin: '0 0 12px' },
  text: { fontSize: '16px', lineHeight: '1.5', margin: '0 0 12px' },
  label: { color: emailColors.muted, fontSize: '14px', margin: '0', width: '45%' },
  value: { fontSize: '16px', fontWeight: 700, margin: '0' },
  row: { borderBottom: `1px solid ${emailColors.line}`, padding: '8px 0' },
  button: {
    backgroundColor: emailColors.accent,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  /** A quieter choice beside the button (declining a table offer): outlined, same size. */
  secondaryButton: {
    border: `2px solid ${emailColors.accent}`,
    borderRadius: '6px',
    color: emailColors.accent,
    fontSize: '16px',
    fontWeight: 700,
    padding: '10px 18px',
    textDecoration: 'none',
  },
  small: { color: emailColors.muted, fontSize: '13px', lineHeight: '1.5', margin: '0 0 8px' },
  link: { color: emailColors.accent },
} satisfies Record<string, CSSProperties>;

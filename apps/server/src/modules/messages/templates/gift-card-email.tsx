/** @jsxRuntime automatic */
/** @jsxImportSource react */
// See booking-email.tsx for why the pragmas are here.
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties } from 'react';
import type { GiftCardMessageLines } from '../gift-card-lines.ts';

const colors = { ink: '#1d1d1f', muted: '#555', line: '#e4e4e7', accent: '#0b5c4b' };

const styles = {
  body: {
    backgroundColor: '#f4f4f5',
    color: colors.ink,
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
  brand: { fontSize: '14px', fontWeight: 700, letterSpacing: '0.04em', margin: '0 0 16px' },
  heading: { fontSize: '24px', lineHeight: '1.3', margin: '0 0 12px' },
  text: { fontSize: '16px', lineHeight: '1.5', margin: '0 0 12px' },
  quoteLabel: { color: colors.muted, fontSize: '14px', margin: '16px 0 4px' },
  quote: {
    borderLeft: `3px solid ${colors.accent}`,
    fontSize: '16px',
    fontStyle: 'italic',
    lineHeight: '1.5',
    margin: '0 0 16px',
    padding: '0 0 0 12px',
    whiteSpace: 'pre-line',
  },
  label: { color: colors.muted, fontSize: '14px', margin: '0', width: '45%' },
  value: { fontSize: '16px', fontWeight: 700, margin: '0' },
  row: { borderBottom: `1px solid ${colors.line}`, padding: '8px 0' },
  button: {
    backgroundColor: colors.accent,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  small: { color: colors.muted, fontSize: '13px', lineHeight: '1.5', margin: '0 0 8px' },
} satisfies Record<string, CSSProperties>;

/**
 * The gift card e-mails (the recipient's card and the buyer's receipt): a heading, the buyer's
 * message quoted as text, the card's details as label/value rows and the button to the card's
 * page. All words arrive translated in `lines`; this file only lays them out.
 */
export function GiftCardEmail({ lines }: { lines: GiftCardMessageLines }) {
  return (
    <Html lang={lines.language}>
      <Head />
      <Preview>{lines.intro}</Preview>
      <Body style={styles.body}>
        <Container style={styles.card}>
          <Text style={styles.brand}>DEKKA</Text>
          <Heading as="h1" style={styles.heading}>
            {lines.heading}
          </Heading>
          <Text style={styles.text}>{lines.greeting}</Text>
          <Text style={styles.text}>{lines.intro}</Text>
          {lines.quote && (
            <>
              <Text style={styles.quoteLabel}>{lines.quote.label}</Text>
              <Text style={styles.quote}>{lines.quote.text}</Text>
            </>
          )}
          <Section>
            {lines.details.map((detail) => (
              <Row key={detail.label} style={styles.row}>
                <Column style={styles.label}>{detail.label}</Column>
                <Column style={styles.value}>{detail.value}</Column>
              </Row>
            ))}
          </Section>
          {lines.notes.map((note) => (
            <Text key={note} style={{ ...styles.text, marginTop: '16px' }}>
              {note}
            </Text>
          ))}
          <Section style={{ margin: '24px 0' }}>
            <Button href={lines.action.url} style={styles.button}>
              {lines.action.label}
            </Button>
          </Section>
          <Hr style={{ borderColor: colors.line, margin: '24px 0 16px' }} />
          <Text style={styles.small}>{lines.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas make the automatic JSX runtime explicit: the server runs under tsx from the project
// root, whose tsconfig does not cover this file, and would otherwise compile JSX to a bare
// React.createElement.
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import type { BookingMessageLines } from '../message-lines.ts';
import { emailColors, emailStyles } from './email-styles.ts';

const styles = emailStyles;

/**
 * One layout for every booking message: the restaurant, a heading, the booking's details as
 * label/value rows, the manage button and the restaurant's address. All words arrive translated
 * in `lines`; this file only lays them out.
 */
export function BookingEmail({ lines }: { lines: BookingMessageLines }) {
  return (
    <Html lang={lines.language}>
      <Head />
      <Preview>{lines.intro}</Preview>
      <Body style={styles.body}>
        <Container style={styles.card}>
          {lines.logoUrl ? (
            <Img src={lines.logoUrl} alt={lines.restaurantName} height="48" />
          ) : (
            <Text style={styles.eyebrow}>{lines.restaurantName}</Text>
          )}
          <Heading as="h1" style={styles.heading}>
            {lines.heading}
          </Heading>
          <Text style={styles.text}>{lines.greeting}</Text>
          <Text style={styles.text}>{lines.intro}</Text>
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
          {lines.manage && (
            <Section style={{ margin: '24px 0' }}>
              <Button href={lines.manage.url} style={styles.button}>
                {lines.manage.label}
              </Button>
              {lines.secondary && (
                <>
                  {' '}
                  <Button href={lines.secondary.url} style={styles.secondaryButton}>
                    {lines.secondary.label}
                  </Button>
                </>
              )}
            </Section>
          )}
          <Hr style={{ borderColor: emailColors.line, margin: '24px 0 16px' }} />
          <Text style={styles.small}>
            {lines.restaurantName}, {lines.address} ·{' '}
            <Link href={lines.map.url} style={styles.link}>
              {lines.map.label}
            </Link>
          </Text>
          {lines.policy && (
            <Text style={styles.small}>
              {lines.policy.label}: {lines.policy.text}
            </Text>
          )}
          <Text style={styles.small}>{lines.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** @jsxImportSource react */
import { Document, Link, Page, Text, View, type Styles } from '@react-pdf/renderer';
import { createContext, useContext, type ReactNode } from 'react';
import { quotedLicensee } from '../../contract/accept-licence.ts';
import { cueSheetRow } from '../../contract/cue-sheet.ts';
import { CUE_USAGES } from '../../contract/cue-usage.ts';
import type { DeliveredFile } from '../../contract/delivery.ts';
import { megabytes } from '../../contract/file-size.ts';
import type { Acceptance, IssuedLicence, LicenceOffer } from '../../contract/licence-model.ts';
import { fill } from '../../contract/fill.ts';
import { formatFee } from '../../contract/licence-texts.ts';
import { formatMinorUnits } from '../../contract/money.ts';
import { paymentReference, type QuotePayment } from '../../contract/payment-model.ts';
import { utcDay } from '../../contract/licence-term.ts';
import { licenceTrackFacts } from '../../contract/licence-track-facts.ts';
import type { SiteConfig } from '../../contract/site-config.generated.ts';
import { MONO } from '../../pdf/fonts.ts';
import { QrCode } from '../../pdf/qr-code.tsx';
import { utcMinute, utcSecond } from '../../contract/utc.ts';
import { termText } from '../term-text.ts';

/** An accepted quote: everything the licence prints. */
export interface LicenceDocument {
  offer: LicenceOffer;
  acceptance: Acceptance;
  licence: IssuedLicence;
  verifyUrl: string;
  /** Whether it was void when printed: the PDF then says so at its top. */
  voided: boolean;
  /** What was paid for it, through Stripe or recorded with `licence paid`; null while the fee is invoiced. */
  payment: QuotePayment | null;
}

export type LicenceLabels = SiteConfig['licensing']['labels'];

export interface PdfLook {
  fonts: string[];
  accent: string;
  lang: string;
  paper: 'A4' | 'Letter';
  /** A right-to-left site's licence reads from the right: rows reversed, text set from the right edge. */
  rtl: boolean;
  labels: LicenceLabels;
}

const INK = '#1a1a1a';
const MUTED = '#5a5a5a';
const RULE = '#c8c8c8';
const MARGIN = 40;

const LookContext = createContext<PdfLook | null>(null);
const useLook = (): PdfLook => useContext(LookContext)!;

type Style = Styles[string];

const LETTER = /\p{L}/u;
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * A text's own direction, by its first letter as a browser's dir="auto" reads it: an English
 * value in an Arabic licence (an ISRC, a company's Latin name) keeps its full stop at its end.
 */
function directionOf(children: ReactNode, rtl: boolean): 'ltr' | 'rtl' {
  if (typeof children !== 'string') return rtl ? 'rtl' : 'ltr';
  const first = LETTER.exec(children)?.[0];
  if (first === undefined) return rtl ? 'rtl' : 'ltr';
  return RIGHT_TO_LEFT.test(first) ? 'rtl' : 'ltr';
}

/** Text set from the site's reading side (the right edge in a right-to-left site), in its own direction. */
function T({
  style,
  children,
  ...rest
}: {
  style?: Style | Style[];
  children?: ReactNode;
  fixed?: boolean;
  render?: (page: { pageNumber: number; totalPages: number }) => string;
}) {
  const { rtl } = useLook();
  return (
    <Text
      {...rest}
      style={[{ direction: directionOf(children, rtl), textAlign: rtl ? 'right' : 'left' }, ...[style ?? []].flat()]}
    >
      {children}
    </Text>
  );
}

/** A row whose first child stands at the reading start: the left, or the right in a right-to-left site. */
function Row({ children, style, wrap = true }: { children: ReactNode; style?: Style; wrap?: boolean }) {
  const { rtl } = useLook();
  return (
    <View wrap={wrap} style={[{ flexDirection: rtl ? 'row-reverse' : 'row' }, style ?? {}]}>
      {children}
    </View>
  );
}

function Section({ title, children, keep = false }: { title: string; children: ReactNode; keep?: boolean }) {
  const { accent } = useLook();
  return (
    <View wrap={!keep} style={{ marginTop: 14 }}>
      {/* No letter spacing: pdftotext would read spaced capitals as single letters ("P A R T I E S"). */}
      <T style={{ fontSize: 8.5, fontWeight: 700, color: accent, textTransform: 'uppercase', marginBottom: 5 }}>
        {title}
      </T>
      {children}
    </View>
  );
}

/** A label and its value on one row: the label in a fixed column, so values line up down the page. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Row wrap={false} style={{ paddingVertical: 2.5, borderBottomWidth: 0.5, borderBottomColor: RULE }}>
      <T style={{ width: 120, fontSize: 8.5, color: MUTED }}>{label}</T>
      <T style={{ flex: 1, fontSize: 9 }}>{children}</T>
    </Row>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return <T style={{ fontSize: 8.5, lineHeight: 1.45, marginBottom: 4 }}>{children}</T>;
}

/**
 * The files the licence delivers, each with its kind, size and SHA-256, so a buyer can show which
 * master the licence covers: the checksum in a monospaced face, whose 64 digits (307 pt at this
 * size) fit the value column of an A4 or Letter page on one line, which is how pdftotext and a
 * reader's search find them whole.
 */
function Files({ files }: { files: readonly DeliveredFile[] }) {
  const { labels, lang } = useLook();
  return (
    <Section title={labels.pdfFiles}>
      {files.map((file, index) => (
        <Row key={index} wrap={false} style={{ paddingVertical: 2.5, borderBottomWidth: 0.5, borderBottomColor: RULE }}>
          {/* Kind and size in the site's words, in its direction; the file's name in its own. */}
          <T style={{ width: 120, fontSize: 8.5, color: MUTED }}>
            {`${file.kind === 'master' ? labels.fileMaster : labels.fileStems} · ${fill(labels.fileSize, { size: megabytes(file.bytes, lang) })}`}
          </T>
          <View style={{ flex: 1 }}>
            <T style={{ fontSize: 9 }}>{file.name}</T>
            <T style={{ fontSize: 8, color: MUTED, marginTop: 1 }}>
              {'SHA-256 '}
              <Text style={{ fontFamily: MONO, color: INK }}>{file.sha256}</Text>
            </T>
          </View>
        </Row>
      ))}
    </Section>
  );
}

/** The cue sheet's columns, in points; the party's name takes what is left. */
const CUE_COLUMNS = { role: 34, society: 52, ipi: 78, share: 40 };

function CueSheet({ doc }: { doc: LicenceDocument }) {
  const { labels } = useLook();
  const row = cueSheetRow(doc.licence.number, doc.offer.track, doc.offer.use);
  const cell = { fontSize: 8.5, paddingVertical: 2 } as const;
  const head = { ...cell, fontWeight: 700, color: MUTED } as const;
  return (
    <Section title={labels.pdfCueSheet} keep>
      <Fact label={labels.pdfCueTitle}>{`${row.title} (${row.version})`}</Fact>
      <Row style={{ borderBottomWidth: 0.5, borderBottomColor: RULE, marginTop: 4 }}>
        <T style={[head, { flex: 1 }]}>{labels.pdfParty}</T>
        <T style={[head, { width: CUE_COLUMNS.role }]}>{labels.pdfRole}</T>
        <T style={[head, { width: CUE_COLUMNS.society }]}>{labels.pdfSociety}</T>
        <T style={[head, { width: CUE_COLUMNS.ipi }]}>IPI</T>
        <T style={[head, { width: CUE_COLUMNS.share, textAlign: 'right' }]}>{labels.pdfShare}</T>
      </Row>
      {row.parties.map((party, index) => (
        <Row key={index} style={{ borderBottomWidth: 0.5, borderBottomColor: RULE }}>
          <T style={[cell, { flex: 1 }]}>{party.name}</T>
          <T style={[cell, { width: CUE_COLUMNS.role }]}>{party.role}</T>
          <T style={[cell, { width: CUE_COLUMNS.society }]}>{party.society || '—'}</T>
          <T style={[cell, { width: CUE_COLUMNS.ipi }]}>{party.ipi || '—'}</T>
          <T style={[cell, { width: CUE_COLUMNS.share, textAlign: 'right' }]}>{`${party.share}%`}</T>
        </Row>
      ))}
      <View style={{ marginTop: 4 }}>
        <Fact label="ISRC">{row.isrc || '—'}</Fact>
        <Fact label="ISWC">{row.iswc || '—'}</Fact>
        <Fact label={labels.master}>{row.master || '—'}</Fact>
        <Fact label={labels.pdfUsage}>{`${row.usage} (${row.usageName})`}</Fact>
        <Fact label={labels.pdfDuration}>{row.duration || labels.pdfNotStated}</Fact>
      </View>
      <T style={{ fontSize: 7.5, color: MUTED, marginTop: 4 }}>
        {fill(labels.pdfLegend, {
          usages: Object.entries(CUE_USAGES)
            .map(([code, name]) => `${code} ${name}`)
            .join(', '),
        })}
      </T>
    </Section>
  );
}

/** The title, the track, the parties in one line and whether it is void, beside the QR code of its verification page. */
function Header({ doc, title, licensee }: { doc: LicenceDocument; title: string; licensee: string }) {
  const { accent, labels, rtl } = useLook();
  const { track } = doc.offer;
  return (
    <>
      <Row style={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <View style={{ flex: 1, [rtl ? 'paddingLeft' : 'paddingRight']: 16 }}>
          <T style={{ fontSize: 9, fontWeight: 700, color: accent, textTransform: 'uppercase' }}>{labels.pdfKind}</T>
          <T style={{ fontSize: 24, fontWeight: 800, marginTop: 4 }}>{title}</T>
          <T style={{ fontSize: 11, marginTop: 6 }}>{`${track.title} (${track.version})`}</T>
          <T style={{ fontSize: 9, color: MUTED, marginTop: 3 }}>
            {fill(labels.pdfGrantedBy, { licensor: doc.offer.licensor.name, licensee })}
          </T>
          {doc.voided && (
            <T style={{ fontSize: 11, fontWeight: 700, color: '#b42318', marginTop: 6 }}>{labels.pdfVoid}</T>
          )}
        </View>
        <View style={{ width: 92, alignItems: 'center' }}>
          <Link src={doc.verifyUrl}>
            <QrCode text={doc.verifyUrl} width={80} dark={INK} light="#ffffff" />
          </Link>
          <T style={{ fontSize: 6.5, color: MUTED, marginTop: 2, textAlign: 'center' }}>{labels.pdfScan}</T>
        </View>
      </Row>
      <T style={{ fontSize: 8, color: MUTED, marginTop: 6 }}>{fill(labels.pdfVerify, { url: doc.verifyUrl })}</T>
    </>
  );
}

/** What was paid and when, and how it stands: Stripe confirms to the minute; a payment made outside is dated by its day. */
function paidText(payment: QuotePayment, look: PdfLook): string {
  const { labels, lang } = look;
  const when = (time: number) => (payment.outside ? utcDay(time) : utcMinute(time));
  const paid = fill(labels.pdfPaidOn, {
    amount: `${formatMinorUnits(payment.amount, payment.currency, lang)} (${payment.currency})`,
    date: when(payment.paidAt),
  });
  if (payment.state === 'paid' || payment.changedAt === null) return paid;
  const reversed = payment.state === 'refunded' ? labels.pdfRefunded : labels.pdfDisputed;
  return `${paid}; ${fill(reversed, { date: utcMinute(payment.changedAt) })}`;
}

/** The fee, the terms of payment, and either what was paid (when, its reference) or to whom the invoice goes. */
function FeeAndPayment({ doc, licensee }: { doc: LicenceDocument; licensee: string }) {
  const look = useLook();
  const { labels } = look;
  const { offer, payment } = doc;
  return (
    <Section title={labels.pdfFeeAndPayment}>
      <Fact label={labels.fee}>{`${formatFee(offer.fee, look.lang)} (${offer.fee.currency})`}</Fact>
      <Fact label={labels.pdfPaymentTerms}>{offer.paymentTerms}</Fact>
      {payment ? (
        <>
          <Fact label={labels.pdfPaid}>{paidText(payment, look)}</Fact>
          <Fact label={labels.pdfPaymentReference}>{paymentReference(payment) ?? '—'}</Fact>
        </>
      ) : (
        <Fact label={labels.invoice}>
          {`${fill(labels.pdfInvoiceTo, { company: licensee, number: doc.licence.number })} ${offer.invoiceDetails || fill(labels.pdfInvoiceLater, { licensor: offer.licensor.name })}`}
        </Fact>
      )}
    </Section>
  );
}

/**
 * The licence as a document: parties, number, the track with its rights, the use, the fee and
 * payment, the AI disclosure, what is granted, the terms in full, the acceptance record and the
 * cue-sheet block, with a QR code to its verification page. All text, so it can be searched,
 * copied and read by machines (pdftotext). Its words are the site's `licensing.labels`.
 */
export function LicencePdf({ doc, look }: { doc: LicenceDocument; look: PdfLook }) {
  const { offer, acceptance, licence } = doc;
  const { track, use } = offer;
  const { labels } = look;
  const title = fill(labels.pdfTitle, { number: licence.number });
  const term = termText(labels, offer, licence);
  // The party the quote names, as its clauses do: not a spelling typed on accepting.
  const licensee = quotedLicensee(offer);
  return (
    <LookContext.Provider value={look}>
      <Document
        title={title}
        author={offer.licensor.name}
        subject={`"${track.title}" (${track.version}) for ${licensee}`}
        language={look.lang}
        creator="Cuesheet"
        producer="Cuesheet"
      >
        <Page
          size={look.paper === 'Letter' ? 'LETTER' : 'A4'}
          style={{
            fontFamily: look.fonts,
            color: INK,
            backgroundColor: '#ffffff',
            padding: MARGIN,
            paddingBottom: MARGIN + 20,
          }}
        >
          <Header doc={doc} title={title} licensee={licensee} />

          <Section title={labels.pdfParties}>
            <Fact label={labels.licensor}>
              {[offer.licensor.name, offer.licensor.address || labels.pdfNoAddress, offer.licensor.email].join(' · ')}
            </Fact>
            <Fact label={labels.licensee}>
              {[licensee, fill(labels.pdfRepresentedBy, { name: acceptance.name }), offer.licensee.email].join(' · ')}
            </Fact>
          </Section>

          <Section title={labels.pdfTrackAndRights}>
            <Fact label={labels.track}>{`${track.title} (${track.version})`}</Fact>
            {licenceTrackFacts(track, labels).map(([label, value], index) => (
              <Fact key={index} label={label}>
                {value || '—'}
              </Fact>
            ))}
          </Section>

          {track.files?.length ? <Files files={track.files} /> : null}

          <Section title={labels.pdfUse}>
            <Fact label={labels.production}>{use.project || '—'}</Fact>
            <Fact label={labels.media}>{use.media.label}</Fact>
            <Fact label={labels.territory}>{use.territory.label}</Fact>
            <Fact label={labels.term}>{term}</Fact>
            <Fact label={labels.exclusivity}>{use.exclusivity.label}</Fact>
            <Fact label={labels.pdfUsage}>{`${use.cueUsage} (${CUE_USAGES[use.cueUsage]})`}</Fact>
          </Section>

          <FeeAndPayment doc={doc} licensee={licensee} />

          <Section title={labels.pdfGranted}>
            {offer.granted.map((line, index) => (
              <Paragraph key={index}>{`• ${line}`}</Paragraph>
            ))}
          </Section>
          <Section title={labels.pdfNotGranted}>
            {offer.notGranted.map((line, index) => (
              <Paragraph key={index}>{`• ${line}`}</Paragraph>
            ))}
          </Section>

          <Section title={labels.pdfTerms}>
            {offer.clauses.map((clause, index) => (
              <View key={index} wrap={false}>
                <T
                  style={{ fontSize: 9, fontWeight: 700, marginTop: 4, marginBottom: 1 }}
                >{`${index + 1}. ${clause.heading}`}</T>
                <Paragraph>{clause.text}</Paragraph>
              </View>
            ))}
          </Section>

          <Section title={labels.pdfAcceptance} keep>
            <Fact label={labels.pdfAccepted}>{fill(labels.pdfAcceptedAt, { date: utcSecond(acceptance.at) })}</Fact>
            <Fact label={labels.pdfTypedName}>{acceptance.name}</Fact>
            <Fact label={labels.pdfFor}>{licensee}</Fact>
            <Fact label={labels.pdfTermsHash}>{acceptance.termsHash}</Fact>
          </Section>

          <CueSheet doc={doc} />

          <T
            fixed
            style={{
              position: 'absolute',
              left: MARGIN,
              right: MARGIN,
              bottom: MARGIN - 8,
              fontSize: 7.5,
              color: MUTED,
              textAlign: 'center',
            }}
            render={({ pageNumber, totalPages }) =>
              fill(labels.pdfPage, { number: licence.number, page: String(pageNumber), pages: String(totalPages) })
            }
          />
        </Page>
      </Document>
    </LookContext.Provider>
  );
}

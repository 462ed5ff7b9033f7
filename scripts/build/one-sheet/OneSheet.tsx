/** @jsxImportSource react */
import { Document, Image, Link, Page, Text, View, type Styles } from '@react-pdf/renderer';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { pdfFamilies, type FontNeeds } from '../../../functions/src/pdf/fonts.ts';
import { QrCode } from '../../../functions/src/pdf/qr-code.tsx';
import type { SheetTrack } from '../../../src/sections/define.ts';
import { relativeLuminance } from '../../config/contrast.ts';
import type { SheetFacts } from './sheet-facts.ts';

type Style = Styles[string];

/** What the writer read from public/ before layout: the share image and each logo, drawn or named. */
export interface SheetAssets {
  shareImage?: Buffer | undefined;
  /** A logo is drawn from its SVG when it has one, else placed from its raster. */
  logos: { name: string; drawing?: ReactElement | undefined; raster?: Buffer | undefined }[];
}

interface Look {
  colors: SiteConfig['theme']['colors'];
  heading: string[];
  body: string[];
  radius: number;
  rtl: boolean;
}

const LookContext = createContext<Look | null>(null);
const useLook = () => {
  const look = useContext(LookContext);
  if (!look) throw new Error('one-sheet components render inside <OneSheet>');
  return look;
};

const CURSIVE = /[\p{Script=Arabic}]/u;

/**
 * Text in the config's direction: react-pdf reorders right-to-left runs only when told.
 * Letter spacing would pull joined Arabic letters apart, so cursive text never gets it.
 */
function T({ style, children }: { style?: Style | Style[]; children: ReactNode }) {
  const { rtl } = useLook();
  const cursive = typeof children === 'string' && CURSIVE.test(children);
  return (
    <Text
      style={[
        { direction: rtl ? 'rtl' : 'ltr', textAlign: rtl ? 'right' : 'left' },
        ...[style ?? []].flat(),
        cursive ? { letterSpacing: 0 } : {},
      ]}
    >
      {children}
    </Text>
  );
}

/** A row that runs from the reading side. */
function Row({ style, children, wrap }: { style?: Style; children: ReactNode; wrap?: boolean }) {
  const { rtl } = useLook();
  return (
    <View
      {...(wrap === undefined ? {} : { wrap })}
      style={[{ flexDirection: rtl ? 'row-reverse' : 'row' }, style ?? {}]}
    >
      {children}
    </View>
  );
}

function Heading({ children }: { children: ReactNode }) {
  const { colors, heading } = useLook();
  return (
    <T
      style={{
        fontFamily: heading,
        fontSize: 8.5,
        fontWeight: 700,
        color: colors.accent,
        textTransform: 'uppercase',
        letterSpacing: 1.2,
        marginBottom: 6,
      }}
    >
      {children}
    </T>
  );
}

function Header({ facts, labels }: { facts: SheetFacts; labels: SiteConfig['oneSheet']['labels'] }) {
  const { colors, heading } = useLook();
  // Luminance order decides which theme colour is the QR code's ink: scanners want dark on light.
  const [dark, light] =
    relativeLuminance(colors.background) < relativeLuminance(colors.text)
      ? [colors.background, colors.text]
      : [colors.text, colors.background];
  return (
    <Row style={{ justifyContent: 'space-between', alignItems: 'flex-start', marginBottom: 14 }}>
      <View style={{ flex: 1 }}>
        {facts.jobTitle && (
          <T
            style={{
              fontSize: 9,
              fontWeight: 600,
              color: colors.accent,
              textTransform: 'uppercase',
              letterSpacing: 1.5,
            }}
          >
            {facts.jobTitle}
          </T>
        )}
        <T style={{ fontFamily: heading, fontSize: 30, fontWeight: 800, color: colors.text, marginTop: 4 }}>
          {facts.name}
        </T>
        {facts.location && <T style={{ fontSize: 10, color: colors.mutedText, marginTop: 3 }}>{facts.location}</T>}
      </View>
      <View style={{ width: 86, alignItems: 'center' }}>
        <Link src={facts.siteUrl}>
          <QrCode text={facts.siteUrl} width={72} dark={dark} light={light} />
        </Link>
        <T style={{ fontSize: 6.5, color: colors.mutedText, marginTop: 3, textAlign: 'center' }}>
          {labels.scanToVisit}
        </T>
      </View>
    </Row>
  );
}

function About({ facts, labels }: { facts: SheetFacts; labels: SiteConfig['oneSheet']['labels'] }) {
  const { colors, radius } = useLook();
  return (
    <View style={{ flex: 1 }}>
      {facts.bio && <T style={{ fontSize: 9.5, lineHeight: 1.5, color: colors.text }}>{facts.bio}</T>}
      {facts.highlights.length > 0 && (
        <View style={{ marginTop: 12 }}>
          <Heading>{labels.highlights}</Heading>
          <Row style={{ gap: 6 }}>
            {facts.highlights.map((item, index) => (
              <View
                key={index}
                style={{
                  flex: 1,
                  backgroundColor: colors.surface,
                  borderRadius: radius,
                  borderWidth: 0.75,
                  borderColor: colors.border,
                  padding: 7,
                }}
              >
                <T style={{ fontSize: 15, fontWeight: 800, color: colors.accent }}>{item.value}</T>
                <T style={{ fontSize: 7.5, color: colors.mutedText, marginTop: 2 }}>{item.label}</T>
              </View>
            ))}
          </Row>
        </View>
      )}
    </View>
  );
}

function Placements({ facts, labels }: { facts: SheetFacts; labels: SiteConfig['oneSheet']['labels'] }) {
  const { colors } = useLook();
  return (
    <View>
      <Heading>{labels.placements}</Heading>
      {facts.placements.map((item, index) => (
        <View key={index} wrap={false} style={{ marginBottom: 5 }}>
          <T style={{ fontSize: 9, fontWeight: 700, color: colors.text }}>{item.title}</T>
          {item.detail && <T style={{ fontSize: 8, color: colors.mutedText, marginTop: 1 }}>{item.detail}</T>}
        </View>
      ))}
    </View>
  );
}

/** Page margin and the height of the contact footer, in points. */
const MARGIN = 32;
const FOOTER_HEIGHT = 58;

/** Width of the column beside the bio (share image, placements), in points. */
const SIDE_WIDTH = 236;

/** Column widths of the track table, in points; the moods column takes what is left. BPM fits "Free time" on one line. */
const COLUMNS = { title: 118, duration: 30, bpm: 40, key: 48, vocals: 62, marks: 96 };

function Marks({ track, labels }: { track: SheetTrack; labels: SiteConfig['oneSheet']['labels'] }) {
  const { colors, radius } = useLook();
  const chip = {
    fontSize: 6.5,
    fontWeight: 700,
    paddingHorizontal: 4,
    paddingVertical: 1.5,
    borderRadius: Math.min(radius, 6),
  } as const;
  return (
    <Row style={{ width: COLUMNS.marks, gap: 3, flexWrap: 'wrap' }}>
      {track.oneStop && (
        <T style={{ ...chip, backgroundColor: colors.accent, color: colors.accentText }}>{labels.oneStop}</T>
      )}
      {track.preCleared && (
        <T style={{ ...chip, borderWidth: 0.75, borderColor: colors.accent, color: colors.accent }}>
          {labels.preCleared}
        </T>
      )}
    </Row>
  );
}

function Tracks({ facts, labels }: { facts: SheetFacts; labels: SiteConfig['oneSheet']['labels'] }) {
  const { colors } = useLook();
  const head = {
    fontSize: 6.5,
    fontWeight: 700,
    color: colors.mutedText,
    textTransform: 'uppercase',
    letterSpacing: 0.6,
  } as const;
  const cell = { fontSize: 8.5, color: colors.text } as const;
  return (
    <View style={{ marginTop: 14 }}>
      <Heading>{labels.tracks}</Heading>
      <Row style={{ gap: 6, paddingBottom: 3, borderBottomWidth: 0.75, borderBottomColor: colors.border }}>
        <T style={[head, { width: COLUMNS.title }]}> </T>
        <T style={[head, { width: COLUMNS.duration }]}>{labels.duration}</T>
        <T style={[head, { width: COLUMNS.bpm }]}>{labels.bpm}</T>
        <T style={[head, { width: COLUMNS.key }]}>{labels.key}</T>
        <T style={[head, { flex: 1 }]}>{labels.moods}</T>
        <T style={[head, { width: COLUMNS.vocals }]}>{labels.vocals}</T>
        <View style={{ width: COLUMNS.marks }} />
      </Row>
      {facts.tracks.map((track, index) => (
        <Row
          key={index}
          wrap={false}
          style={{
            gap: 6,
            alignItems: 'center',
            paddingVertical: 4,
            borderBottomWidth: 0.5,
            borderBottomColor: colors.border,
          }}
        >
          <T style={[cell, { width: COLUMNS.title, fontWeight: 700 }]}>{track.title}</T>
          <T style={[cell, { width: COLUMNS.duration }]}>{track.length}</T>
          <T style={[cell, { width: COLUMNS.bpm }]}>
            {track.bpm === undefined ? (track.noTempo ?? '') : String(track.bpm)}
          </T>
          <T style={[cell, { width: COLUMNS.key }]}>{track.key ?? ''}</T>
          <T style={[cell, { flex: 1, color: colors.mutedText }]}>{track.moods.join(labels.listSeparator)}</T>
          <T style={[cell, { width: COLUMNS.vocals }]}>{labels[track.vocals]}</T>
          <Marks track={track} labels={labels} />
        </Row>
      ))}
    </View>
  );
}

function Logos({ assets, labels }: { assets: SheetAssets; labels: SiteConfig['oneSheet']['labels'] }) {
  const { colors, radius } = useLook();
  return (
    <View wrap={false} style={{ marginTop: 14 }}>
      <Heading>{labels.featuredIn}</Heading>
      <Row
        style={{
          gap: 8,
          flexWrap: 'wrap',
          backgroundColor: colors.surface,
          borderRadius: radius,
          borderWidth: 0.75,
          borderColor: colors.border,
          padding: 8,
          justifyContent: 'space-around',
          alignItems: 'center',
        }}
      >
        {assets.logos.map((logo, index) => (
          <View key={index} style={{ width: 110, alignItems: 'center' }}>
            {logo.drawing ??
              (logo.raster ? (
                <Image src={logo.raster} style={{ width: 110, maxHeight: 40, objectFit: 'contain' }} />
              ) : (
                <T style={{ fontSize: 10, fontWeight: 700, color: colors.text, textAlign: 'center' }}>{logo.name}</T>
              ))}
          </View>
        ))}
      </Row>
    </View>
  );
}

function Contact({ facts, labels }: { facts: SheetFacts; labels: SiteConfig['oneSheet']['labels'] }) {
  const { colors } = useLook();
  const label = {
    fontSize: 7,
    fontWeight: 700,
    color: colors.mutedText,
    textTransform: 'uppercase',
    letterSpacing: 0.8,
  } as const;
  const value = { fontSize: 10, fontWeight: 600, color: colors.text, textDecoration: 'none' } as const;
  return (
    // At the foot of every page, so a second page also says whom to call.
    <View
      fixed
      style={{
        position: 'absolute',
        left: MARGIN,
        right: MARGIN,
        bottom: MARGIN,
        height: FOOTER_HEIGHT,
        paddingTop: 10,
        borderTopWidth: 0.75,
        borderTopColor: colors.border,
      }}
    >
      <Heading>{labels.contact}</Heading>
      <Row style={{ gap: 28 }}>
        {facts.email && (
          <View>
            <T style={label}>{labels.email}</T>
            <Link src={`mailto:${facts.email}`} style={value}>
              <T style={value}>{facts.email}</T>
            </Link>
          </View>
        )}
        <View>
          <T style={label}>{labels.website}</T>
          <Link src={facts.siteUrl} style={value}>
            <T style={value}>{facts.siteLabel}</T>
          </Link>
        </View>
      </Row>
    </View>
  );
}

/** The whole sheet: one A4 or Letter page for six tracks, a second only if the content needs it. */
export function OneSheet({
  config,
  facts,
  assets,
  fonts,
}: {
  config: SiteConfig;
  facts: SheetFacts;
  assets: SheetAssets;
  fonts: FontNeeds;
}) {
  const { theme, oneSheet, site } = config;
  const look: Look = {
    colors: theme.colors,
    heading: pdfFamilies(theme.fonts.heading, fonts),
    body: pdfFamilies(theme.fonts.body, fonts),
    radius: Math.min(theme.radius, 10),
    rtl: site.dir === 'rtl',
  };
  const { labels } = oneSheet;
  return (
    <LookContext.Provider value={look}>
      <Document
        title={`${facts.name}${facts.jobTitle ? ` · ${facts.jobTitle}` : ''}`}
        author={facts.name}
        subject={facts.siteUrl}
        language={site.lang}
        creator="Cuesheet"
        producer="Cuesheet"
      >
        <Page
          size={oneSheet.paper === 'Letter' ? 'LETTER' : 'A4'}
          style={{
            backgroundColor: theme.colors.background,
            color: theme.colors.text,
            fontFamily: look.body,
            padding: MARGIN,
            paddingBottom: MARGIN + FOOTER_HEIGHT + 12,
          }}
        >
          <Header facts={facts} labels={labels} />
          <Row style={{ gap: 20 }}>
            <About facts={facts} labels={labels} />
            <View style={{ width: SIDE_WIDTH }}>
              {assets.shareImage && (
                // Whole, never cropped: share images often carry lettering.
                <Image
                  src={assets.shareImage}
                  style={{
                    width: SIDE_WIDTH,
                    height: (SIDE_WIDTH * facts.shareImage.height) / facts.shareImage.width,
                    borderRadius: look.radius,
                    marginBottom: 12,
                  }}
                />
              )}
              {facts.placements.length > 0 && <Placements facts={facts} labels={labels} />}
            </View>
          </Row>
          {facts.tracks.length > 0 && <Tracks facts={facts} labels={labels} />}
          {assets.logos.length > 0 && <Logos assets={assets} labels={labels} />}
          <Contact facts={facts} labels={labels} />
        </Page>
      </Document>
    </LookContext.Provider>
  );
}

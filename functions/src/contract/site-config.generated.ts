/* Generated from schema/site.schema.json by `npm run gen:types`. Do not edit: change the schema and regenerate. */

/**
 * A full https:// address.
 */
export type HttpsUrl = string;
/**
 * Plain text (shown as written; HTML is not interpreted).
 */
export type Text = string;
/**
 * A path in public/ (starting with /) or a full https:// address whose host is a plain domain name (letters, digits, dashes and dots; xn-- for international names).
 */
export type ImageSource = HttpsUrl | AssetPath;
/**
 * A path of a file in public/, starting with /.
 */
export type AssetPath = string;
/**
 * A colour as #rgb or #rrggbb.
 */
export type Color = string;
/**
 * The section's anchor: lowercase letters, digits and dashes, starting with a letter.
 */
export type SectionId = string;
/**
 * One section of the page.
 */
export type Section =
  | HeroSection
  | AboutSection
  | MusicSection
  | CatalogSection
  | FeaturedInSection
  | SyncSection
  | VideosSection
  | InfluencesSection
  | ContactSection;
/**
 * The opening banner: title, tagline and call-to-action buttons.
 */
export type HeroSection = SectionBase & {
  type: 'hero';
  title: Text;
  tagline: Text;
  /**
   * Buttons under the tagline.
   *
   * @maxItems 3
   */
  actions: Action[];
};
/**
 * Who the artist is: paragraphs, an optional portrait and highlight figures.
 */
export type AboutSection = SectionBase & {
  type: 'about';
  /**
   * The text, one entry a paragraph.
   *
   * @minItems 1
   */
  paragraphs: [Text, ...Text[]];
  image?: Image;
  /**
   * Short figures, e.g. 120+ placements.
   *
   * @maxItems 6
   */
  highlights: {
    value: Text;
    label: Text;
  }[];
};
/**
 * A featured playlist or album player.
 */
export type MusicSection = SectionBase & {
  type: 'music';
  player: Embed;
  ratio: Ratio;
};
/**
 * Frame shape as width:height (16:9) or height as a percentage of width (82.29%).
 */
export type Ratio = string;
/**
 * Tracks a buyer can hear, judge and clear: facts, waveform, versions and rights, with a player and filters.
 */
export type CatalogSection = SectionBase & {
  type: 'catalog';
  /**
   * How many tracks the home page shows (the first ones); the catalog pages list all.
   */
  featured: number;
  /**
   * How many tracks each page of the catalog lists; past them, numbered pages (/catalog/page/2, ...) list the rest, and search finds every track from any page.
   */
  perPage: number;
  contactTarget: SectionId;
  aiDefault?: AiDisclosure;
  /**
   * The loudness npm run import makes every preview play at (ITU-R BS.1770 / EBU R128), so one card is not louder than the next. Masters are never changed.
   */
  previewLoudness: {
    /**
     * Integrated loudness in LUFS: -14 as streaming services play, -16 as Apple does, -23 for broadcast.
     */
    integrated: number;
    /**
     * The highest true peak in dBTP; a limiter holds the peaks under it, rather than clipping them.
     */
    truePeak: number;
  };
  /**
   * Where the masters and stems an accepted licence delivers are kept: never in public/ nor in git. npm run deploy uploads them to the project's private Cloud Storage; a buyer downloads them only through an accepted licence.
   */
  delivery?: {
    /**
     * The folder, relative to this config file (a roster site's beside its site.yaml), e.g. delivery. Each track names its files in it with delivery: { master, stems }.
     */
    folder: string;
  };
  /**
   * What npm run import gives each new track whose sheet, tags and file names do not say it: the facts every track of the catalog shares. The import's --writer, --publisher and --vocals flags win over these; the track's own sheet row and tags win over both.
   */
  importDefaults?: {
    writers?: Writers;
    publishers?: Publishers;
    /**
     * instrumental, vocal, or both, for every track whose versions do not tell.
     */
    vocals?: 'instrumental' | 'vocal' | 'both';
  };
  /**
   * Every text the catalog shows around the tracks.
   */
  labels: {
    play: Text;
    pause: Text;
    seek: Text;
    position: Text;
    duration: Text;
    bpm: Text;
    key: Text;
    energy: Text;
    energyLow: Text;
    energyMedium: Text;
    energyHigh: Text;
    freeTime: Text;
    moods: Text;
    genres: Text;
    vocals: Text;
    instrumental: Text;
    vocal: Text;
    both: Text;
    explicit: Text;
    oneStop: Text;
    preCleared: Text;
    stems: Text;
    rights: Text;
    master: Text;
    writers: Text;
    publishers: Text;
    isrc: Text;
    iswc: Text;
    masterLoudness: Text;
    samples: Text;
    samplesNone: Text;
    samplesCleared: Text;
    versions: Text;
    mainVersion: Text;
    licence: Text;
    download: Text;
    copyLink: Text;
    linkCopied: Text;
    jumpToPeak: Text;
    filters: Text;
    filtersControl: Text;
    filtersChosen: Text;
    any: Text;
    mood: Text;
    genre: Text;
    tempo: Text;
    tempoFrom: Text;
    tempoTo: Text;
    showing: Text;
    noMatch: Text;
    search: Text;
    searchHint: Text;
    searchSubmit: Text;
    fits: Text;
    fitsAny: Text;
    fitsSeconds: Text;
    fitsOther: Text;
    fitsNote: Text;
    noAi: Text;
    clearSearch: Text;
    searchFailed: Text;
    allTracks: Text;
    pages: Text;
    pageOf: Text;
    previousPage: Text;
    nextPage: Text;
    moreResults: Text;
    moreLikeThis: Text;
    similarTempo: Text;
    sameKey: Text;
    relativeKey: Text;
    brighter: Text;
    darker: Text;
    calmer: Text;
    moreEnergetic: Text;
    alsoInstrumental: Text;
    alsoVocal: Text;
    likeShowing: Text;
    findByFile: Text;
    fileStaysHere: Text;
    filePart: Text;
    fileWhole: Text;
    fileFrom: Text;
    fileListening: Text;
    fileShowing: Text;
    fileUnreadable: Text;
    fileTooLong: Text;
    fileTooLarge: Text;
    fileChannels: Text;
    fileTooShort: Text;
    pageTitle: Text;
    backHome: Text;
    shortlistLoading: Text;
    shortlistFor: Text;
    shortlistCounted: Text;
    shortlistUnavailable: Text;
    shortlistUnavailableText: Text;
    shortlistContact: Text;
    shortlistOffline: Text;
    shortlistNoScript: Text;
    more: Text;
    keywords: Text;
    instruments: Text;
    lyrics: Text;
    lyricThemes: Text;
    language: Text;
    era: Text;
    soundsLike: Text;
    aiNone: Text;
    aiUsed: Text;
    aiTool: Text;
    aiAssisted: Text;
    aiGenerated: Text;
    aiComposition: Text;
    aiLyrics: Text;
    aiVocals: Text;
    aiInstrumentation: Text;
    aiProduction: Text;
  };
  /**
   * The tracks, in the order shown.
   *
   * @minItems 1
   * @maxItems 10000
   */
  tracks: [CatalogTrack, ...CatalogTrack[]];
};
/**
 * 'none', or the AI use of each role (composition, lyrics, vocals, instrumentation, production: none, assisted or generated) with the tool and a statement of human authorship
 */
export type AiDisclosure =
  | 'none'
  | {
      composition?: AiUse;
      lyrics?: AiUse;
      vocals?: AiUse;
      instrumentation?: AiUse;
      production?: AiUse;
      /**
       * The AI tool or tools used, by name.
       */
      tool?: string;
      /**
       * A statement of human authorship, in the composer's words.
       */
      statement?: string;
    };
/**
 * none, assisted or generated.
 */
export type AiUse = 'none' | 'assisted' | 'generated';
/**
 * @minItems 1
 * @maxItems 20
 */
export type Writers = [
  {
    name: string;
    /**
     * Percentage share (all shares of a list add up to 100).
     */
    share: number;
    /**
     * The performing rights organisation: ASCAP, BMI, SESAC, PRS, GEMA…
     */
    pro?: string;
    /**
     * The writer's IPI/CAE number (9 to 11 digits).
     */
    ipi?: string;
    /**
     * On a cue sheet: C composer (music), A author (lyrics), CA both. Left out: C for an instrumental track, CA otherwise.
     */
    role?: 'C' | 'A' | 'CA';
  },
  ...{
    name: string;
    /**
     * Percentage share (all shares of a list add up to 100).
     */
    share: number;
    /**
     * The performing rights organisation: ASCAP, BMI, SESAC, PRS, GEMA…
     */
    pro?: string;
    /**
     * The writer's IPI/CAE number (9 to 11 digits).
     */
    ipi?: string;
    /**
     * On a cue sheet: C composer (music), A author (lyrics), CA both. Left out: C for an instrumental track, CA otherwise.
     */
    role?: 'C' | 'A' | 'CA';
  }[]
];
/**
 * @maxItems 20
 */
export type Publishers = {
  name: string;
  /**
   * Percentage share (all shares of a list add up to 100).
   */
  share: number;
  /**
   * The performing rights organisation: ASCAP, BMI, SESAC, PRS, GEMA…
   */
  pro?: string;
  /**
   * The publisher's IPI/CAE number (9 to 11 digits).
   */
  ipi?: string;
}[];
/**
 * An MP3 file under public/ (/audio/…mp3) or an https address.
 */
export type CatalogAudio = AssetPath | HttpsUrl;
/**
 * A file's path inside the catalog's delivery folder, with forward slashes, e.g. masters/golden-hour.wav; no control characters (tab, line breaks, U+0085…) or direction marks, which no download link can carry.
 */
export type DeliveryFile = string;
/**
 * Logos of broadcasters and brands that used the music.
 */
export type FeaturedInSection = SectionBase & {
  type: 'featured-in';
  /**
   * The logos, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  logos: [
    {
      name: Text;
      image: Image;
    },
    ...{
      name: Text;
      image: Image;
    }[]
  ];
};
/**
 * What sync licensing with the artist offers: benefit cards, notable placements and inquiry buttons.
 */
export type SyncSection = SectionBase & {
  type: 'sync';
  /**
   * Benefit cards.
   *
   * @minItems 1
   * @maxItems 6
   */
  benefits: [
    {
      /**
       * The card's icon.
       */
      icon: 'heart' | 'clock' | 'license' | 'music' | 'film' | 'star';
      title: Text;
      text: Text;
    },
    ...{
      /**
       * The card's icon.
       */
      icon: 'heart' | 'clock' | 'license' | 'music' | 'film' | 'star';
      title: Text;
      text: Text;
    }[]
  ];
  /**
   * Notable media placements.
   */
  placements?: {
    heading: Text;
    /**
     * The placements.
     *
     * @minItems 1
     */
    items: [
      {
        title: Text;
        detail: Text;
      },
      ...{
        title: Text;
        detail: Text;
      }[]
    ];
  };
  /**
   * Buttons at the end of the section; prefillSubject puts the label into the contact subject.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: [Action, ...Action[]];
};
/**
 * Video reels, one card each.
 */
export type VideosSection = SectionBase & {
  type: 'videos';
  ratio: Ratio;
  /**
   * The reels.
   *
   * @minItems 1
   * @maxItems 24
   */
  videos: [
    {
      /**
       * A short unique name for the reel.
       */
      id: string;
      title: Text;
      /**
       * The player's embed address, from YouTube (youtube-nocookie.com/embed/…), Vimeo (player.vimeo.com/video/…), Spotify (open.spotify.com/embed/…), SoundCloud (w.soundcloud.com/player/…), Apple Music (embed.music.apple.com/…) or Bandcamp (bandcamp.com/EmbeddedPlayer/…).
       */
      url: string;
      description?: Text;
      /**
       * click (default): a poster until the visitor clicks; lazy: loads when scrolled near; eager: at once.
       */
      load: 'click' | 'lazy' | 'eager';
      poster?: Image;
    },
    ...{
      /**
       * A short unique name for the reel.
       */
      id: string;
      title: Text;
      /**
       * The player's embed address, from YouTube (youtube-nocookie.com/embed/…), Vimeo (player.vimeo.com/video/…), Spotify (open.spotify.com/embed/…), SoundCloud (w.soundcloud.com/player/…), Apple Music (embed.music.apple.com/…) or Bandcamp (bandcamp.com/EmbeddedPlayer/…).
       */
      url: string;
      description?: Text;
      /**
       * click (default): a poster until the visitor clicks; lazy: loads when scrolled near; eager: at once.
       */
      load: 'click' | 'lazy' | 'eager';
      poster?: Image;
    }[]
  ];
};
/**
 * Influences and style: influencer cards, influence tags and genre tags.
 */
export type InfluencesSection = SectionBase & {
  type: 'influences';
  /**
   * Influencer cards.
   *
   * @maxItems 12
   */
  influencers: {
    name: Text;
    category: Text;
    image: Image;
  }[];
  tags?: TagGroup;
  genres?: TagGroup;
};
/**
 * The contact form.
 */
export type ContactSection = SectionBase & {
  type: 'contact';
  /**
   * Contact details beside the form (email, location, response time).
   *
   * @maxItems 6
   */
  details: {
    label: Text;
    value: Text;
    /**
     * Where it goes: '#' (nowhere yet), a site path starting with /, an https:// address or a mailto: address.
     */
    href?: string;
  }[];
  /**
   * Labels and hints of the four fields.
   */
  fields: {
    name: ContactField;
    email: ContactField;
    subject: ContactField;
    message: ContactField;
  };
  submitLabel: Text;
  sendingLabel: Text;
  success: Notice;
  failure: Notice;
  rateLimited: Notice;
  fieldRefused: Text;
  /**
   * A licence request beside the general message: the fields a sync quote needs and, optionally, the rate card that prices them.
   */
  licence?: {
    label: Text;
    generalLabel: Text;
    switchLabel: Text;
    subject: Text;
    messageLabel: Text;
    submitLabel: Text;
    choose: Text;
    requiredHint: Text;
    fee: Text;
    /**
     * The fields, in the form's order. Leave out a field to drop it.
     *
     * @minItems 1
     * @maxItems 13
     */
    fields: [LicenceField, ...LicenceField[]];
    /**
     * Indicative fees; a request that matches a rate shows its range (and the artist's email records it). A rate with a price is a standard licence a buyer pays for at once (licensing.payment).
     */
    rateCard?: {
      /**
       * ISO 4217 code, e.g. USD.
       */
      currency: string;
      /**
       * @minItems 1
       * @maxItems 500
       */
      rates: [
        {
          media: string;
          term: string;
          territory: string;
          min: number;
          max: number;
          /**
           * A fixed fee in the currency's major units (149 is USD 149.00; a whole number for JPY, KRW and Stripe's other zero-decimal currencies): with licensing.payment on, anyone can buy this use at once. The min and max stay indicative.
           */
          price?: number;
        },
        ...{
          media: string;
          term: string;
          territory: string;
          min: number;
          max: number;
          /**
           * A fixed fee in the currency's major units (149 is USD 149.00; a whole number for JPY, KRW and Stripe's other zero-decimal currencies): with licensing.payment on, anyone can buy this use at once. The min and max stay indicative.
           */
          price?: number;
        }[]
      ];
    };
  };
};
/**
 * A choice: a value (what is stored and what the rate card names) and its label; a plain string is both.
 */
export type LicenceOption =
  | Text
  | {
      /**
       * Stored value, lower-case words joined by dashes, e.g. online-ad.
       */
      value: string;
      label: Text;
    };

/**
 * Everything a Cuesheet one-page site shows and how it behaves. Edit site.config.yaml; `npm run check:config` validates it.
 */
export interface SiteConfig {
  /**
   * Optional pointer to this schema for editors that read it from the document.
   */
  $schema?: string;
  /**
   * Where the site lives and which language it speaks.
   */
  site: {
    url: HttpsUrl;
    /**
     * BCP 47 language tag of the page, e.g. en, fr, ar.
     */
    lang: string;
    /**
     * Text direction: ltr for left-to-right languages, rtl for Arabic, Hebrew and others.
     */
    dir: 'ltr' | 'rtl';
  };
  /**
   * What search engines and link previews show.
   */
  meta: {
    title: Text;
    description: Text;
    shareImage: Image;
    favicon: AssetPath;
    themeColor: Color;
    /**
     * The artist's X/Twitter handle for cards, e.g. @marlowekane.
     */
    twitterHandle?: string;
  };
  /**
   * Who the site is about, for search engines (schema.org JSON-LD).
   */
  artist: {
    name: Text;
    /**
     * Person for a solo artist, MusicGroup for a band or duo.
     */
    kind: 'Person' | 'MusicGroup';
    jobTitle?: Text;
    location?: Text;
    /**
     * Links to the artist's profiles elsewhere (Spotify, Instagram, YouTube…).
     */
    sameAs: HttpsUrl[];
    /**
     * Services offered, e.g. Sync Licensing, Custom Composition.
     */
    services: Text[];
  };
  /**
   * The brand mark at the top left; picking it scrolls to the top.
   */
  brand: {
    name: Text;
    ariaLabel: Text;
  };
  theme: Theme;
  /**
   * The top navigation bar.
   */
  nav: {
    /**
     * Menu entries, in order; each scrolls to a section.
     *
     * @minItems 1
     * @maxItems 10
     */
    items: [AnchorLink, ...AnchorLink[]];
    cta: AnchorLink;
    ariaLabel: Text;
    openMenuLabel: Text;
    closeMenuLabel: Text;
  };
  /**
   * The page's sections, top to bottom. Each has a type (what it shows) and an id (its anchor, used by nav targets).
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
  /**
   * The page footer.
   */
  footer: {
    tagline?: Text;
    linksHeading: Text;
    /**
     * Anchor links to the sections.
     */
    links: AnchorLink[];
    /**
     * Legal links; '#' goes nowhere until you have the pages.
     */
    legal: Link[];
    copyright: Text;
    scrollTopLabel: Text;
  };
  /**
   * The page shown for any unknown address.
   */
  notFound: {
    code: Text;
    title: Text;
    linkLabel: Text;
  };
  /**
   * Interface texts a visitor reads that belong to no one section; translate them for another language.
   */
  strings: {
    skipLink: Text;
    backLink: Text;
    playLabel: Text;
    externalPlayerNote: Text;
    noticesLabel: Text;
    dismissNotice: Text;
  };
  /**
   * Timings and limits. The defaults are the original site's.
   */
  behaviour: {
    /**
     * When tooltips of icon buttons appear.
     */
    tooltip: {
      /**
       * Hover time before a tooltip opens, in milliseconds.
       */
      delayMs: number;
      /**
       * Within this many milliseconds of closing one tooltip, the next opens at once.
       */
      skipDelayMs: number;
    };
    /**
     * How the contact form retries when the network or server fails.
     */
    retry: {
      /**
       * Retries after the first attempt.
       */
      retries: number;
      /**
       * Wait before the first retry; doubled for each further one.
       */
      baseDelayMs: number;
      /**
       * Longest wait between two attempts.
       */
      maxDelayMs: number;
    };
    /**
     * Delay after a subject pre-fill button's navigation before the form reads the subject from the address.
     */
    subjectPrefillDelayMs: number;
  };
  /**
   * Where contact messages go.
   */
  contact: {
    /**
     * Address that receives each message by email (through the Trigger Email extension).
     */
    notifyEmail: string;
    /**
     * Cloud Functions region of the contact function.
     */
    region: string;
    /**
     * Where the Firestore database that stores the messages is created (it can never move): a region such as europe-west1, or a multi-region (nam5, nam7: United States; eur3: Europe). Without it, the Firestore location nearest contact.region (the same region where Firestore offers it). npm run deploy writes it into firebase.json and refuses to create a missing database unless asked to.
     */
    firestoreLocation?: string;
    /**
     * How many messages the contact function accepts: per sender (by hashed IP address, IPv6 by network) in a window, and from everyone together per day.
     */
    rateLimit: {
      /**
       * Messages allowed per window.
       */
      maxMessages: number;
      /**
       * Length of the window in minutes.
       */
      windowMinutes: number;
      /**
       * Messages accepted per day (UTC) from all senders together; once reached, the rest of the day's messages are refused and the notify address gets one email saying so. Bounds the Firestore writes and emails a botnet can cause.
       */
      dailyCap: number;
      /**
       * IPv6 senders are counted per network of this prefix length: a home or phone line gets a whole /64, so counting single addresses would let one sender rotate through billions.
       */
      ipv6PrefixLength: number;
      /**
       * How many X-Forwarded-For entries at the end were added by proxies after the one that saw the sender: 0 when browsers call the function at its own address (cloudfunctions.net or run.app), 1 behind an external Application Load Balancer. Check after deploying with npm run check:sender.
       */
      proxyHops: number;
      /**
       * How the function finds the sender of a shortlist page's calls, which reach it through Hosting's rewrites (/api/shortlist, /api/listen) rather than at its own address: there the last X-Forwarded-For entry is Hosting's edge, which every recipient behind it would share. Check after deploying with npm run check:sender.
       */
      hosting: {
        /**
         * The header in which Hosting passes the visitor's address on a rewritten call, in lower case; empty to use X-Forwarded-For alone. Its name is not documented by Firebase: fastly-client-ip is what deployed functions have reported; npm run check:sender shows what yours receives.
         */
        clientHeader: string;
        /**
         * Without that header: how many X-Forwarded-For entries at the end were added after the one that saw the visitor (1: Hosting's edge).
         */
        proxyHops: number;
      };
      /**
       * A second, wider limit, per network rather than per sender: one allocation (an IPv6 /48 from a tunnel broker holds 65,536 /64s) can then use only this share of the daily cap, however many senders it poses as. The price: real senders behind one such network (an office, a campus, a carrier's NAT) share it too.
       */
      network: {
        /**
         * Messages allowed per network in a window.
         */
        maxMessages: number;
        /**
         * Length of the network's window in minutes (1440: a day, like the daily cap).
         */
        windowMinutes: number;
        /**
         * IPv6 senders are also counted per network of this prefix length (48: a site's or a tunnel broker's allocation).
         */
        ipv6PrefixLength: number;
        /**
         * IPv4 senders are also counted per network of this prefix length (24: 256 addresses); 32 counts each address alone, so no wider IPv4 limit.
         */
        ipv4PrefixLength: number;
      };
    };
    /**
     * Optional Firebase App Check: when set, the function accepts only calls from this site.
     */
    appCheck?: {
      /**
       * Which reCAPTCHA attests the browser.
       */
      provider: 'recaptcha-enterprise' | 'recaptcha-v3';
      /**
       * The reCAPTCHA site key (public).
       */
      siteKey: string;
    };
    /**
     * The emails the contact function writes to notifyEmail (through the Trigger Email extension); translate them for an artist who reads another language. Placeholders in braces are filled in.
     */
    mail: {
      subject: Text;
      fromLabel: Text;
      subjectLabel: Text;
      feeLabel: Text;
      shortlistLabel: Text;
      capSubject: Text;
      capText: Text;
    };
    /**
     * Accept messages from the site's Firebase Hosting preview channels (https://<projectId>--<channel>-<hash>.web.app), e.g. to try the form before going live. Off: only the site's own address and its live web.app and firebaseapp.com domains may call the function.
     */
    previewChannels: boolean;
  };
  /**
   * The Firebase project the site deploys to. The default demo- project runs only in the local emulators.
   */
  firebase: {
    /**
     * Firebase project id.
     */
    projectId: string;
    /**
     * Firebase Hosting site id (its https://<id>.web.app address): several sites of a roster share one project, each on a Hosting site of its own. Left out, the project's default site (the project id).
     */
    hostingSite?: string;
    /**
     * Web API key of the Firebase web app (public; needed for App Check).
     */
    apiKey?: string;
    /**
     * App id of the Firebase web app (needed for App Check).
     */
    appId?: string;
  };
  /**
   * The one-sheet: a print-ready PDF pitch (artist, bio, figures, placements, logos, top tracks, contact and a QR code to the site) that `npm run build` writes beside the site from this same file. Every text on it comes from here.
   */
  oneSheet: {
    /**
     * Write the sheet. Turn it off for a language the PDF renderer cannot lay out; the build then says why in one line.
     */
    enabled: boolean;
    /**
     * Fail the build when the sheet cannot be drawn (text in a script its fonts lack, such as emoji or CJK), instead of building the site without it and saying why in one line.
     */
    required: boolean;
    /**
     * File name of the PDF in the build folder, served from the site root, e.g. one-sheet.pdf.
     */
    fileName: string;
    /**
     * Paper size: A4 (most of the world) or Letter (US, Canada).
     */
    paper: 'A4' | 'Letter';
    /**
     * How many of the catalog's tracks the sheet lists, in catalog order (0 leaves the track list out).
     */
    trackCount: number;
    bio?: Text;
    /**
     * The email address printed on the sheet. Without it the sheet prints the contact section's mailto: address, if it has one (never contact.notifyEmail, which stays private).
     */
    email?: string;
    /**
     * The download link on the page.
     */
    link: {
      /**
       * Where the page links the sheet: a section's id (the link goes at the end of that section), footer, or none.
       */
      placement: ('footer' | 'none') | SectionId;
      label: Text;
    };
    /**
     * Every heading and label printed on the sheet; translate them for another language.
     */
    labels: {
      highlights: Text;
      placements: Text;
      featuredIn: Text;
      tracks: Text;
      duration: Text;
      bpm: Text;
      key: Text;
      moods: Text;
      listSeparator: Text;
      vocals: Text;
      instrumental: Text;
      vocal: Text;
      both: Text;
      oneStop: Text;
      preCleared: Text;
      contact: Text;
      email: Text;
      website: Text;
      scanToVisit: Text;
    };
  };
  /**
   * Quotes and licences (`npm run licence`): who grants them, on what standard terms, and the words of the quote and verification pages. The defaults are a reasonable start, not legal advice: have a lawyer in your country review them before you send a quote.
   */
  licensing: {
    /**
     * The letters licence numbers begin with (MK in MK-2026-0007). Left out: the initials of artist.name.
     */
    numberPrefix?: string;
    /**
     * Payment through Stripe Checkout: rate-card rows with a price are bought at once, and (with quotes: pay-to-accept) accepting a quote leads to paying its fee. The licence is issued when Stripe confirms the payment. Needs the STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET secrets; without them no payment is offered.
     */
    payment?: {
      /**
       * Who takes the payment.
       */
      provider: 'stripe';
      /**
       * invoice: an accepted quote is a licence and you invoice its fee; pay-to-accept: accepting a quote leads to paying its fee, and the licence is issued once paid.
       */
      quotes: 'invoice' | 'pay-to-accept';
      /**
       * Ask Stripe Tax to add tax to the payment; the Stripe account needs its tax registrations set up.
       */
      automaticTax: boolean;
      /**
       * The words of buying: the track's fixed-price licences, the pay button of a quote, the page a buyer returns to from Stripe, and the payment on the verification page.
       */
      labels: {
        licenseNow: Text;
        intro: Text;
        use: Text;
        name: Text;
        company: Text;
        production: Text;
        email: Text;
        continue: Text;
        sending: Text;
        cancel: Text;
        failureTitle: Text;
        failure: Text;
        refusedField: Text;
        busy: Text;
        off: Text;
        askQuote: Text;
        payAccept: Text;
        paying: Text;
        paidTitle: Text;
        issuing: Text;
        inEmail: Text;
        cancelledTitle: Text;
        cancelled: Text;
        backToQuote: Text;
        backToTrack: Text;
        payment: Text;
        paid: Text;
        refunded: Text;
        disputed: Text;
      };
    };
    /**
     * How an accepted licence hands over its files (the catalog's delivery folder): download links on the accepted page and in the acceptance mail.
     */
    delivery: {
      /**
       * How many days after acceptance the download links work; after that the buyer asks again.
       */
      days: number;
    };
    /**
     * The site's standard terms, copied into each quote when it is made: a later edit changes only new quotes.
     */
    terms: {
      /**
       * The licensor's legal name (a person or a company). Left out: artist.name.
       */
      licensor?: string;
      /**
       * The licensor's postal address, printed on the licence and the invoice details. Empty: the licence says none was given.
       */
      address: string;
      /**
       * Which law governs the licence, as the sentence 'This licence is governed by …' ends.
       */
      governingLaw: string;
      /**
       * When and how the fee is paid.
       */
      paymentTerms: string;
      /**
       * Bank or payment details and tax numbers, printed under the fee. Empty: the licensor sends them with the invoice.
       */
      invoiceDetails: string;
      /**
       * What the licence grants, in plain language. {track}, {project}, {media}, {territory}, {term}, {exclusivity} are filled in.
       *
       * @minItems 1
       * @maxItems 12
       */
      granted: [string, ...string[]];
      /**
       * What the licence does not grant, in plain language; the same placeholders.
       *
       * @maxItems 12
       */
      notGranted: string[];
      /**
       * The licence's terms in full. Placeholders: {licensor}, {licensee}, {track}, {writers}, {project}, {media}, {territory}, {term}, {exclusivity}, {paymentTerms}, {governingLaw}.
       *
       * @minItems 1
       * @maxItems 30
       */
      clauses: [
        {
          heading: string;
          text: string;
        },
        ...{
          heading: string;
          text: string;
        }[]
      ];
    };
    /**
     * The words of the quote page (/l/<token>), the verification page (/l/verify/<number>/<code>), the licence PDF (the pdf… labels) and the quote and licence mails (the mail… labels); the page's fact labels serve the PDF and the mails too.
     */
    labels: {
      loading: Text;
      quoteFor: Text;
      fee: Text;
      expires: Text;
      summary: Text;
      granted: Text;
      notGranted: Text;
      fullTerms: Text;
      yourName: Text;
      yourCompany: Text;
      agree: Text;
      accept: Text;
      accepting: Text;
      accepted: Text;
      acceptedText: Text;
      trackTitle: Text;
      pdfLink: Text;
      verifyLink: Text;
      files: Text;
      fileMaster: Text;
      fileStems: Text;
      fileSize: Text;
      filesUntil: Text;
      filesEnded: Text;
      filesOnAcceptance: Text;
      unavailable: Text;
      unavailableText: Text;
      contact: Text;
      failed: Text;
      noScript: Text;
      valid: Text;
      void: Text;
      expired: Text;
      unknown: Text;
      verifyTitle: Text;
      licensor: Text;
      licensee: Text;
      production: Text;
      media: Text;
      territory: Text;
      term: Text;
      starts: Text;
      ends: Text;
      startsOnAcceptance: Text;
      perpetuity: Text;
      exclusivity: Text;
      usage: Text;
      length: Text;
      writers: Text;
      publishers: Text;
      master: Text;
      ai: Text;
      invoice: Text;
      verifyNote: Text;
      withdrawn: Text;
      quoteExpired: Text;
      track: Text;
      pdfKind: Text;
      pdfTitle: Text;
      pdfGrantedBy: Text;
      pdfVoid: Text;
      pdfScan: Text;
      pdfVerify: Text;
      pdfParties: Text;
      pdfNoAddress: Text;
      pdfRepresentedBy: Text;
      pdfTrackAndRights: Text;
      pdfUse: Text;
      pdfFeeAndPayment: Text;
      pdfPaymentTerms: Text;
      pdfInvoiceTo: Text;
      pdfInvoiceLater: Text;
      pdfPaid: Text;
      pdfPaidOn: Text;
      pdfPaymentReference: Text;
      pdfRefunded: Text;
      pdfDisputed: Text;
      pdfTermDates: Text;
      pdfTermPerpetual: Text;
      pdfAcceptance: Text;
      pdfAccepted: Text;
      pdfAcceptedAt: Text;
      pdfTypedName: Text;
      pdfFor: Text;
      pdfTermsHash: Text;
      pdfCueSheet: Text;
      pdfCueTitle: Text;
      pdfParty: Text;
      pdfRole: Text;
      pdfSociety: Text;
      pdfShare: Text;
      pdfNotStated: Text;
      pdfLegend: Text;
      pdfPage: Text;
      pdfGranted: Text;
      pdfNotGranted: Text;
      pdfTerms: Text;
      pdfUsage: Text;
      pdfDuration: Text;
      pdfFiles: Text;
      mailHello: Text;
      mailQuoteSubject: Text;
      mailQuoteIntro: Text;
      mailQuoteLink: Text;
      mailQuoteUntil: Text;
      mailLicenceSubject: Text;
      mailThanks: Text;
      mailAcceptedAt: Text;
      mailPdf: Text;
      mailPage: Text;
      mailVerify: Text;
      mailFiles: Text;
      mailPayment: Text;
      mailAcceptedBy: Text;
      mailLicensorPdf: Text;
      mailCueSheet: Text;
      mailVerifyPage: Text;
      mailLicensorFiles: Text;
      refusedName: Text;
      refusedCompany: Text;
      refusedQuotedCompany: Text;
      refusedAgree: Text;
      refusedLine: Text;
      refusedLength: Text;
      refusedPrint: Text;
      refusedAccepted: Text;
      refusedTerms: Text;
      refusedBusy: Text;
    };
  };
}
/**
 * An image with its intrinsic size (so the page never shifts while it loads).
 */
export interface Image {
  src: ImageSource;
  /**
   * What the image shows, for screen readers; empty only for pure decoration.
   */
  alt: string;
  /**
   * Intrinsic width in pixels.
   */
  width: number;
  /**
   * Intrinsic height in pixels.
   */
  height: number;
}
/**
 * Colours, fonts and shapes. Text colours must contrast with their backgrounds at 4.5:1 or more.
 */
export interface Theme {
  /**
   * The palette.
   */
  colors: {
    background: Color;
    surface: Color;
    text: Color;
    mutedText: Color;
    accent: Color;
    accentText: Color;
    border: Color;
  };
  /**
   * Font stacks. Self-hosted fonts go in public/fonts/ and are declared under faces.
   */
  fonts: {
    /**
     * CSS font-family for headings.
     */
    heading: string;
    /**
     * CSS font-family for text.
     */
    body: string;
    /**
     * Self-hosted font files (woff2) to declare with @font-face.
     */
    faces: {
      /**
       * Family name used in the stacks above.
       */
      family: string;
      src: AssetPath;
      /**
       * Weight or weight range, e.g. 400 or 100 900.
       */
      weight: string;
      /**
       * normal or italic.
       */
      style: 'normal' | 'italic';
    }[];
  };
  /**
   * Corner radius of cards and buttons in pixels.
   */
  radius: number;
  /**
   * The hero's background.
   */
  hero: {
    from?: Color;
    to?: Color;
    glow?: Color;
  };
}
/**
 * A link that scrolls to a section.
 */
export interface AnchorLink {
  label: Text;
  target: SectionId;
}
export interface SectionBase {
  /**
   * What the section shows: hero, about, music, catalog, featured-in, sync, videos, influences or contact.
   */
  type: string;
  id: SectionId;
  eyebrow?: Text;
  heading?: Text;
  intro?: Text;
}
/**
 * A button that scrolls to a section.
 */
export interface Action {
  label: Text;
  target: SectionId;
  /**
   * primary is filled with the accent colour; secondary is outlined.
   */
  variant: 'primary' | 'secondary';
  /**
   * When true, the button's label becomes the contact form's subject.
   */
  prefillSubject: boolean;
}
/**
 * An external player (YouTube, Vimeo, Spotify, SoundCloud, Apple Music or Bandcamp).
 */
export interface Embed {
  /**
   * The player's embed address, from YouTube (youtube-nocookie.com/embed/…), Vimeo (player.vimeo.com/video/…), Spotify (open.spotify.com/embed/…), SoundCloud (w.soundcloud.com/player/…), Apple Music (embed.music.apple.com/…) or Bandcamp (bandcamp.com/EmbeddedPlayer/…).
   */
  url: string;
  title: Text;
  /**
   * click: a poster until the visitor clicks (nothing is fetched from the player's site before); lazy (default): the player loads when scrolled near; eager: at once.
   */
  load: 'click' | 'lazy' | 'eager';
  poster?: Image;
}
export interface CatalogTrack {
  /**
   * A short unique name (lowercase, digits, hyphens), used in licence requests.
   */
  id: string;
  title: Text;
  audio: CatalogAudio;
  /**
   * Tempo in beats per minute. Leave it out and the build measures it from the audio (free time where it hears no steady pulse).
   */
  bpm?: number;
  /**
   * Musical key, e.g. A minor. Leave it out and the build measures it from the audio (none shown where no key is clear).
   */
  key?: string;
  /**
   * How intense the track is as a whole, for the search's filter. Leave it out and the import measures it from the audio (marked measured); the build falls back to what it measures from the preview.
   */
  energy?: 'low' | 'medium' | 'high';
  /**
   * Which of bpm, key and energy npm run import measured from the audio (no tag, sheet cell or file name gave it), with how sure the measurement is, from 0 to 1. Listen, correct the value if need be, and remove its entry here once it is reviewed; an import never changes a track already in the catalog.
   */
  measured?: {
    bpm?: {
      confidence: number;
    };
    key?: {
      confidence: number;
    };
    energy?: {
      confidence: number;
    };
  };
  /**
   * Which of moods, genres and instruments npm run import or npm run suggest suggested from the tracks that sound nearest and carry them: how sure the vote was, from 0 to 1, and the ids of the tracks it came from. The values are in the field itself and are searched and filtered like typed ones. Keep or change them and remove the field's entry here to make them yours; npm run suggest may change a field that still has its entry, never one without.
   */
  suggested?: {
    moods?: {
      confidence: number;
      /**
       * @minItems 1
       * @maxItems 20
       */
      from: [string, ...string[]];
    };
    genres?: {
      confidence: number;
      /**
       * @minItems 1
       * @maxItems 20
       */
      from: [string, ...string[]];
    };
    instruments?: {
      confidence: number;
      /**
       * @minItems 1
       * @maxItems 20
       */
      from: [string, ...string[]];
    };
  };
  /**
   * Moods, for filtering: each a word or a short phrase on one line.
   *
   * @maxItems 12
   */
  moods: string[];
  /**
   * Genres, for filtering: each a word or a short phrase on one line.
   *
   * @maxItems 12
   */
  genres: string[];
  /**
   * instrumental, vocal, or both (a vocal track with an instrumental version).
   */
  vocals: 'instrumental' | 'vocal' | 'both';
  /**
   * Explicit lyrics.
   */
  explicit: boolean;
  description?: Text;
  /**
   * Words buyers search by that the title, moods and genres do not say: scenes, objects, feelings (whistling, road trip, tension build).
   *
   * @maxItems 60
   */
  keywords?: string[];
  /**
   * What is heard, as a buyer would name it: felt piano, 808, string quartet, female vocal.
   *
   * @maxItems 40
   */
  instruments?: string[];
  /**
   * The lyrics, as sung (plain text, several lines). Leave them out for an instrumental; give lyricThemes instead to say what they are about without printing them.
   */
  lyrics?: string;
  /**
   * What the lyrics are about, for a buyer matching a scene: love, leaving home, resilience.
   *
   * @maxItems 12
   */
  lyricThemes?: string[];
  /**
   * The language of the vocals as a BCP 47 tag: en, es, pt-BR, ja. zxx for vocals with no words.
   */
  language?: string;
  /**
   * The era it evokes or was made in, as buyers ask for it: 1980s, 70s soul, contemporary.
   */
  era?: string;
  /**
   * Reference artists or works it sits beside ("sounds like", RIYL), as buyers brief by them.
   *
   * @maxItems 12
   */
  soundsLike?: string[];
  /**
   * The master's own loudness as npm run import measured it; its preview plays at the catalog's previewLoudness instead.
   */
  loudness?: {
    /**
     * Integrated loudness in LUFS (ITU-R BS.1770), to one decimal.
     */
    integrated: number;
    /**
     * True peak in dBTP, to one decimal.
     */
    truePeak: number;
  };
  ai?: AiDisclosure;
  /**
   * Alternates of the same cue: instrumental, cut-downs, stings.
   *
   * @maxItems 12
   */
  versions: {
    /**
     * The version's name, unique in the track.
     */
    label: string;
    audio: CatalogAudio;
    /**
     * The file an accepted licence of this version delivers, in the catalog's delivery folder; the track's stems come with it.
     */
    delivery?: {
      master: DeliveryFile;
    };
  }[];
  /**
   * Stems are available on request.
   */
  stems: boolean;
  /**
   * Offer the preview file as a download.
   */
  download: boolean;
  /**
   * false: on no public page, not in catalog.json, the sitemap or the structured data; only in shortlists (npm run shortlist). Not secret: the audio file is still served to whoever has its address.
   */
  listed: boolean;
  /**
   * The files an accepted licence of the track delivers, in the catalog's delivery folder: never shown on the site, in catalog.json or in a shortlist.
   */
  delivery?: {
    master?: DeliveryFile;
    /**
     * The stems, delivered with any version: one zip is a one-item list, e.g. [golden-hour-stems.zip].
     *
     * @minItems 1
     * @maxItems 40
     */
    stems?: [DeliveryFile, ...DeliveryFile[]];
  };
  /**
   * What a buyer needs to clear the track.
   */
  rights: {
    /**
     * Master and publishing are cleared by one party.
     */
    oneStop: boolean;
    /**
     * Cleared for sync in advance.
     */
    preCleared: boolean;
    /**
     * Who owns the master recording.
     */
    master?: string;
    /**
     * The recording's ISRC: CC-XXX-YY-NNNNN, with or without hyphens.
     */
    isrc?: string;
    /**
     * The composition's ISWC: T-123.456.789-C.
     */
    iswc?: string;
    writers: Writers;
    publishers: Publishers;
    /**
     * none, or cleared (every sample cleared).
     */
    samples: 'none' | 'cleared';
  };
}
export interface TagGroup {
  heading: Text;
  /**
   * The tags.
   *
   * @minItems 1
   * @maxItems 40
   */
  items: [Text, ...Text[]];
}
export interface ContactField {
  label: Text;
  placeholder?: Text;
}
export interface Notice {
  title: Text;
  description: Text;
}
export interface LicenceField {
  /**
   * Which field: track, version, company and project are text; media, territory, term, exclusivity, usage and budget are choices; length is a number of seconds; airDate and deadline are dates.
   */
  name:
    | 'track'
    | 'version'
    | 'company'
    | 'project'
    | 'media'
    | 'territory'
    | 'term'
    | 'exclusivity'
    | 'usage'
    | 'length'
    | 'budget'
    | 'airDate'
    | 'deadline';
  label?: Text;
  /**
   * Whether the request needs it; defaults to true for media, territory and term.
   */
  required?: boolean;
  /**
   * The choices of a choice field; the built-in list when left out.
   *
   * @minItems 1
   * @maxItems 40
   */
  options?: [LicenceOption, ...LicenceOption[]];
}
/**
 * A link to a page.
 */
export interface Link {
  label: Text;
  /**
   * Where it goes: '#' (nowhere yet), a site path starting with /, an https:// address or a mailto: address.
   */
  href: string;
}

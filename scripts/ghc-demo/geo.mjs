// Geometry of the German High Command demo map: our own stylised Europe, drawn from borders given
// as points of longitude and latitude. Borders two areas share are written once (LINES) and each
// area's outline is a ring of those lines and its own coast (RINGS), so neighbouring areas meet
// exactly; the ring check throws when a ring does not close. A plain projection turns degrees into
// board pixels (the sheet's x grows eastward, y southward).

export const LON0 = -10.5, LON1 = 46.5, LAT0 = 64.5, LAT1 = 29.5;
export const KX = 32, KY = 46, MARGIN = 30;
export const WIDTH = Math.round(2 * MARGIN + (LON1 - LON0) * KX);
export const HEIGHT = Math.round(2 * MARGIN + (LAT0 - LAT1) * KY);
/** Board pixels of a longitude and latitude. */
export const project = ([lon, lat]) => [MARGIN + (lon - LON0) * KX, MARGIN + (LAT0 - lat) * KY];

// ---- Junctions where three borders (or a border and a coast) meet ----
const J = {
  BH_FR_COAST: [2.5, 51.1], BH_DE_COAST: [7.0, 53.35], BH_SF_DE: [6.1, 49.6], BH_NF_SF: [5.0, 49.75],
  NF_WF_COAST: [-1.6, 48.65], NF_WF_SF: [2.0, 47.3], SF_DE_CH: [7.6, 47.6], SF_CH_IT: [7.0, 45.9], SF_IT_COAST: [7.5, 43.8],
  SF_IB_COAST: [3.2, 42.45], WF_SF_IB: [1.5, 42.6], WF_IB_COAST: [-1.6, 43.35],
  DK_DE_W: [8.65, 54.9], DK_DE_E: [9.9, 54.8],
  NO_SE_TOP: [13.9, 64.5], NO_SE_S: [11.4, 59.0],
  FI_SU_TOP: [29.8, 64.5], FI_SU_COAST: [28.2, 60.6], BA_LE_COAST: [28.0, 59.45], BA_LE_BE: [28.2, 56.0],
  LE_BE_MO: [32.8, 56.2], LE_MO_TOP: [37.5, 64.5], BE_MO_UK: [32.8, 52.2], MO_UK_ST: [38.5, 51.8], MO_ST_E: [46.5, 52.5],
  ST_CA_E: [46.5, 45.6], AZ: [39.6, 47.2], UK_CR_E: [35.3, 46.85], UK_CR_W: [31.9, 46.6], UK_RO_COAST: [30.2, 46.1],
  PO_DE_COAST: [16.6, 54.55], PO_BA_COAST: [21.0, 55.2], PO_BA_EP: [22.7, 54.35], PO_EP_HU: [22.8, 49.2], PO_HU_DE: [18.8, 49.5],
  BA_EP_BE: [26.3, 54.2], EP_BE_UK: [26.6, 51.3], EP_UK_RO: [26.2, 48.4], EP_RO_HU: [24.9, 47.8],
  RO_BU_COAST: [28.6, 43.75], RO_BU_YU: [22.7, 44.2], RO_YU_HU: [20.7, 45.9], HU_YU_DE: [16.1, 46.8],
  BU_YU_GR: [22.6, 41.2], YU_GR_AL: [20.8, 40.9], YU_AL_COAST: [19.35, 41.9], YU_IT_COAST: [14.3, 45.3], IT_YU_DE: [13.7, 46.5],
  AL_GR_COAST: [20.0, 39.7], GR_TU_BU: [26.3, 41.75], GR_TU_COAST: [26.05, 40.85], BU_TU_COAST: [28.0, 41.98],
  CA_TU_BS: [41.6, 41.5], CA_SE: [46.5, 41.0], TU_SE: [46.5, 37.2],
  IT_CH_DE: [10.5, 46.85], NI_CI_E: [12.6, 44.0], NI_CI_W: [10.1, 44.0], CI_SI_E: [15.2, 41.9], CI_SI_W: [13.9, 41.2],
  EG_LY_COAST: [25.15, 31.6], EG_LY_S: [25.0, 29.5], LY_NA_COAST: [11.5, 33.2], LY_NA_S: [10.0, 29.5],
  EG_ME_COAST: [34.2, 31.3], EG_ME_S: [34.9, 29.5], TU_ME_COAST: [36.2, 36.6], TU_ME_W: [36.6, 36.8],
};

// ---- Shared borders, each from its first junction to its last ----
export const LINES = {
  bh_nf: [J.BH_FR_COAST, [3.2, 50.7], [4.1, 50.0], J.BH_NF_SF],
  bh_sf: [J.BH_NF_SF, J.BH_SF_DE],
  bh_de: [J.BH_DE_COAST, [7.2, 52.6], [6.0, 51.9], [6.2, 51.0], [6.4, 50.3], J.BH_SF_DE],
  nf_wf: [J.NF_WF_COAST, [0.6, 48.0], J.NF_WF_SF],
  nf_sf: [J.NF_WF_SF, [3.5, 47.9], [4.6, 48.6], J.BH_NF_SF],
  sf_de: [J.BH_SF_DE, [7.0, 49.15], [8.1, 48.95], [7.8, 48.3], J.SF_DE_CH],
  sf_ch: [J.SF_DE_CH, [6.9, 47.45], [6.1, 46.5], J.SF_CH_IT],
  sf_it: [J.SF_CH_IT, [6.7, 45.1], [6.9, 44.4], J.SF_IT_COAST],
  sf_ib: [J.SF_IB_COAST, [2.2, 42.4], J.WF_SF_IB],
  wf_sf: [J.WF_SF_IB, [1.6, 43.6], [2.3, 44.6], [2.2, 45.8], J.NF_WF_SF],
  wf_ib: [J.WF_IB_COAST, [0.0, 42.75], J.WF_SF_IB],
  dk_de: [J.DK_DE_E, [9.3, 54.85], J.DK_DE_W],
  no_se: [J.NO_SE_TOP, [12.2, 63.0], [12.5, 61.5], [11.8, 59.8], J.NO_SE_S],
  fi_su: [J.FI_SU_TOP, [30.2, 63.0], [31.5, 62.3], [29.9, 61.2], J.FI_SU_COAST],
  ba_le: [J.BA_LE_COAST, [27.6, 57.6], J.BA_LE_BE],
  le_be: [J.BA_LE_BE, [30.8, 56.3], J.LE_BE_MO],
  le_mo: [J.LE_BE_MO, [34.8, 57.8], [36.2, 60.5], J.LE_MO_TOP],
  be_mo: [J.LE_BE_MO, [33.5, 54.5], J.BE_MO_UK],
  mo_uk: [J.BE_MO_UK, [35.5, 52.5], J.MO_UK_ST],
  mo_st: [J.MO_UK_ST, [42.0, 52.8], J.MO_ST_E],
  st_ca: [J.ST_CA_E, [43.5, 46.3], J.AZ],
  uk_st: [J.AZ, [39.5, 49.5], J.MO_UK_ST],
  uk_cr: [J.UK_CR_W, [33.2, 47.1], J.UK_CR_E],
  uk_ro: [J.UK_RO_COAST, [29.5, 47.5], [28.3, 48.2], J.EP_UK_RO],
  be_uk: [J.BE_MO_UK, [30.5, 51.4], [28.5, 51.5], J.EP_BE_UK],
  po_ba: [J.PO_BA_COAST, J.PO_BA_EP],
  po_ep: [J.PO_BA_EP, [22.9, 52.5], [22.6, 50.8], J.PO_EP_HU],
  po_hu: [J.PO_EP_HU, [20.5, 49.4], J.PO_HU_DE],
  po_de: [J.PO_HU_DE, [17.5, 50.3], [16.0, 50.6], [15.0, 51.2], [15.3, 52.5], [16.0, 53.5], J.PO_DE_COAST],
  ba_ep: [J.PO_BA_EP, [24.5, 54.0], J.BA_EP_BE],
  ba_be: [J.BA_LE_BE, [27.5, 55.6], J.BA_EP_BE],
  ep_be: [J.BA_EP_BE, [26.8, 53.0], [26.3, 51.8], J.EP_BE_UK],
  ep_uk: [J.EP_BE_UK, [26.3, 50.2], J.EP_UK_RO],
  ep_ro: [J.EP_UK_RO, J.EP_RO_HU],
  ep_hu: [J.EP_RO_HU, [23.8, 48.6], J.PO_EP_HU],
  ro_bu: [J.RO_BU_COAST, [27.3, 44.1], [25.5, 43.65], [23.8, 43.9], J.RO_BU_YU],
  ro_yu: [J.RO_BU_YU, [21.4, 44.7], J.RO_YU_HU],
  hu_ro: [J.RO_YU_HU, [21.9, 46.7], [22.9, 47.9], J.EP_RO_HU],
  hu_yu: [J.RO_YU_HU, [19.6, 46.15], [18.2, 45.8], [16.6, 46.4], J.HU_YU_DE],
  hu_de: [J.HU_YU_DE, [16.5, 47.6], [17.1, 48.0], [17.6, 48.8], J.PO_HU_DE],
  bu_yu: [J.RO_BU_YU, [22.4, 43.0], [22.9, 42.3], J.BU_YU_GR],
  gr_yu: [J.BU_YU_GR, [21.5, 40.9], J.YU_GR_AL],
  yu_al: [J.YU_GR_AL, [20.6, 41.9], [20.0, 42.6], J.YU_AL_COAST],
  it_yu: [J.YU_IT_COAST, [14.2, 45.9], J.IT_YU_DE],
  yu_de: [J.IT_YU_DE, [14.8, 46.6], J.HU_YU_DE],
  al_gr: [J.YU_GR_AL, [20.6, 40.1], J.AL_GR_COAST],
  bu_gr: [J.BU_YU_GR, [24.0, 41.45], J.GR_TU_BU],
  gr_tu: [J.GR_TU_BU, J.GR_TU_COAST],
  bu_tu: [J.GR_TU_BU, [27.5, 42.0], J.BU_TU_COAST],
  tu_ca: [J.CA_TU_BS, [43.5, 41.1], J.CA_SE],
  tu_me: [J.TU_SE, [42.0, 37.1], [38.0, 36.8], J.TU_ME_W],
  it_ch: [J.SF_CH_IT, [8.4, 46.4], [9.3, 46.5], [10.4, 46.6], J.IT_CH_DE],
  ch_de: [J.IT_CH_DE, [9.6, 47.5], J.SF_DE_CH],
  it_de: [J.IT_CH_DE, [12.2, 47.1], J.IT_YU_DE],
  ni_ci: [J.NI_CI_W, [11.5, 44.2], J.NI_CI_E],
  ci_si: [J.CI_SI_E, [14.5, 41.6], J.CI_SI_W],
  eg_ly: [J.EG_LY_COAST, J.EG_LY_S],
  ly_na: [J.LY_NA_COAST, [10.3, 31.5], J.LY_NA_S],
  eg_me: [J.EG_ME_COAST, J.EG_ME_S],
};

// ---- Coasts and map edges, each used by one outline ----
const C = {
  bh: [J.BH_FR_COAST, [3.6, 51.4], [4.2, 52.0], [4.8, 52.9], [5.5, 53.3], J.BH_DE_COAST],
  nf: [J.NF_WF_COAST, [-1.9, 49.7], [-1.2, 49.4], [0.2, 49.5], [1.5, 50.1], [1.6, 50.9], J.BH_FR_COAST],
  sf: [J.SF_IT_COAST, [6.5, 43.1], [5.3, 43.25], [4.2, 43.45], [3.1, 43.05], J.SF_IB_COAST],
  wf: [J.WF_IB_COAST, [-1.3, 44.4], [-1.2, 46.0], [-2.1, 46.8], [-2.6, 47.3], [-4.3, 47.8], [-4.7, 48.4], [-3.1, 48.8], J.NF_WF_COAST],
  ib: [J.SF_IB_COAST, [3.2, 41.9], [0.9, 41.0], [-0.3, 39.5], [0.2, 38.8], [-0.7, 37.6], [-2.1, 36.7], [-4.4, 36.7], [-5.6, 36.0], [-6.4, 36.8],
    [-7.4, 37.2], [-8.9, 37.0], [-8.8, 38.5], [-9.5, 38.8], [-8.9, 40.2], [-8.8, 41.9], [-9.3, 43.0], [-8.0, 43.75], [-4.0, 43.45], J.WF_IB_COAST],
  dk: [J.DK_DE_W, [8.1, 55.6], [8.2, 56.8], [9.5, 57.2], [10.6, 57.75], [10.4, 56.7], [11.2, 56.2], [12.6, 56.05], [12.5, 55.3], [11.6, 54.95], J.DK_DE_E],
  no: [J.NO_SE_S, [10.5, 59.1], [9.5, 58.9], [7.0, 58.0], [5.6, 58.6], [5.0, 59.6], [4.9, 61.0], [5.3, 62.2], [7.0, 62.9], [8.8, 63.6], [10.2, 64.5], J.NO_SE_TOP],
  se: [J.NO_SE_TOP, [21.2, 64.5], [19.0, 63.3], [17.5, 62.3], [17.2, 61.0], [18.8, 60.0], [18.0, 59.3], [16.5, 58.6], [16.5, 57.0], [15.5, 56.1], [14.2, 55.4],
    [12.9, 55.5], [12.6, 56.3], [11.9, 57.6], [11.2, 58.9], J.NO_SE_S],
  fi: [J.FI_SU_COAST, [26.5, 60.4], [24.0, 60.0], [22.5, 59.9], [21.3, 60.7], [21.5, 61.8], [21.3, 62.6], [22.6, 63.6], [24.5, 64.5], J.FI_SU_TOP],
  le: [J.FI_SU_COAST, [29.6, 60.15], J.BA_LE_COAST],
  leTop: [J.LE_MO_TOP, J.FI_SU_TOP],
  moEdge: [J.LE_MO_TOP, [46.5, 64.5], J.MO_ST_E],
  stEdge: [J.MO_ST_E, J.ST_CA_E],
  caEdge: [J.ST_CA_E, J.CA_SE],
  ca: [J.CA_TU_BS, [41.6, 42.6], [39.8, 43.6], [38.2, 44.5], [37.4, 44.9], [37.6, 45.4], [38.2, 46.0], J.AZ],
  ukAzov: [J.AZ, [38.2, 47.1], [36.8, 46.7], J.UK_CR_E],
  ukSea: [J.UK_CR_W, [31.0, 46.6], [30.7, 46.4], J.UK_RO_COAST],
  cr: [J.UK_CR_E, [35.0, 46.0], [36.5, 45.4], [35.5, 44.9], [34.3, 44.45], [33.4, 44.6], [33.6, 45.1], [32.5, 45.4], [33.6, 46.0], J.UK_CR_W],
  ba: [J.PO_BA_COAST, [21.1, 56.0], [21.0, 56.8], [21.6, 57.5], [22.6, 57.75], [23.5, 57.0], [24.2, 57.0], [24.4, 58.3], [23.5, 58.6], [23.4, 59.0],
    [24.5, 59.45], [26.5, 59.55], J.BA_LE_COAST],
  po: [J.PO_DE_COAST, [18.6, 54.75], [19.9, 54.45], J.PO_BA_COAST],
  ro: [J.UK_RO_COAST, [29.7, 45.3], [28.7, 44.3], J.RO_BU_COAST],
  bu: [J.BU_TU_COAST, [27.7, 42.7], [28.0, 43.3], J.RO_BU_COAST],
  yu: [J.YU_AL_COAST, [18.6, 42.4], [17.5, 43.0], [16.4, 43.5], [15.2, 44.2], [14.9, 45.0], J.YU_IT_COAST],
  al: [J.AL_GR_COAST, [19.4, 40.3], [19.5, 41.0], J.YU_AL_COAST],
  gr: [J.GR_TU_COAST, [24.4, 40.9], [23.0, 40.6], [22.6, 40.4], [22.9, 39.4], [23.3, 38.9], [24.0, 38.2], [23.2, 37.6], [22.9, 36.5], [21.7, 36.8],
    [21.1, 37.8], [21.6, 38.3], [20.8, 38.9], [20.3, 39.4], J.AL_GR_COAST],
  tu: [J.BU_TU_COAST, [29.0, 41.25], [31.5, 41.3], [33.5, 42.0], [35.2, 42.0], [36.9, 41.3], [39.0, 41.1], [40.6, 41.0], J.CA_TU_BS],
  tuEdge: [J.CA_SE, J.TU_SE],
  tuTip: [J.TU_ME_W, J.TU_ME_COAST],
  tuSouth: [J.TU_ME_COAST, [35.0, 36.6], [34.0, 36.2], [32.5, 36.1], [30.6, 36.8], [29.2, 36.3], [28.0, 36.8], [27.3, 37.9], [26.3, 38.4],
    [26.8, 39.5], [26.1, 40.0], J.GR_TU_COAST],
  ni: [J.YU_IT_COAST, [13.9, 44.8], [13.6, 45.7], [12.4, 45.4], [12.3, 44.6], J.NI_CI_E],
  niWest: [J.NI_CI_W, [8.9, 44.4], [8.0, 43.9], J.SF_IT_COAST],
  ciEast: [J.NI_CI_E, [13.6, 43.5], [14.2, 42.5], J.CI_SI_E],
  ciWest: [J.CI_SI_W, [12.6, 41.5], [11.1, 42.4], [10.5, 43.0], [10.2, 43.9], J.NI_CI_W],
  si: [J.CI_SI_E, [16.2, 41.9], [16.9, 41.1], [18.5, 40.1], [18.3, 39.8], [17.1, 40.5], [16.6, 39.8], [17.1, 39.0], [16.5, 38.4], [15.65, 37.95],
    [15.9, 38.8], [15.6, 40.0], [14.9, 40.3], [14.3, 40.8], J.CI_SI_W],
  eg: [J.EG_LY_COAST, [27.2, 31.4], [29.0, 30.9], [30.5, 31.5], [32.3, 31.3], J.EG_ME_COAST],
  egEdge: [J.EG_ME_S, J.EG_LY_S],
  ly: [J.LY_NA_COAST, [12.5, 32.8], [15.2, 32.3], [15.6, 31.4], [17.8, 30.9], [19.0, 30.3], [20.1, 31.0], [20.0, 32.0], [21.0, 32.8], [22.5, 32.7],
    [24.0, 32.0], J.EG_LY_COAST],
  lyEdge: [J.EG_LY_S, J.LY_NA_S],
  na: [J.LY_NA_S, [-10.0, 29.5], [-9.8, 31.5], [-8.5, 33.2], [-6.8, 34.1], [-5.9, 35.8], [-5.3, 35.9], [-4.0, 35.2], [-2.0, 35.1], [0.0, 35.9],
    [1.5, 36.5], [3.0, 36.8], [5.5, 36.8], [7.8, 36.95], [9.8, 37.35], [10.3, 36.9], [11.1, 36.9], [10.5, 36.1], [11.1, 35.2], [10.1, 34.2], J.LY_NA_COAST],
  de: [J.BH_DE_COAST, [8.0, 53.6], [8.9, 53.9], J.DK_DE_W],
  deBaltic: [J.DK_DE_E, [10.9, 54.3], [12.5, 54.5], [14.2, 54.0], J.PO_DE_COAST],
  meEdge: [J.EG_ME_S, [46.5, 29.5], J.TU_SE],
  meCoast: [J.EG_ME_COAST, [34.9, 32.5], [35.8, 34.5], J.TU_ME_COAST],
};

// Islands and other outlines drawn as plain closed lists.
const ISLANDS = {
  gb: [[-5.7, 50.05], [-3.5, 50.3], [-1.0, 50.75], [1.4, 51.2], [1.7, 52.6], [0.3, 53.3], [-0.2, 54.2], [-1.6, 55.6], [-2.2, 56.5], [-1.8, 57.6],
    [-3.5, 57.7], [-3.0, 58.6], [-5.0, 58.6], [-6.2, 57.5], [-5.6, 56.2], [-6.0, 55.4], [-4.9, 54.8], [-3.3, 54.9], [-3.1, 53.9], [-2.9, 53.3],
    [-4.6, 53.3], [-4.2, 52.2], [-5.1, 51.8], [-3.2, 51.4], [-4.2, 51.2]],
  ireland: [[-6.0, 52.1], [-6.2, 53.4], [-5.8, 54.7], [-7.2, 55.3], [-8.5, 55.1], [-10.1, 54.2], [-9.9, 53.3], [-10.3, 52.0], [-9.7, 51.5], [-8.2, 51.8]],
  sicily: [[15.55, 38.3], [15.1, 37.5], [15.2, 36.7], [14.4, 36.85], [12.4, 37.8], [12.7, 38.15], [13.4, 38.2], [14.5, 38.05]],
  sardinia: [[9.7, 41.2], [9.8, 40.5], [9.6, 39.2], [9.0, 39.1], [8.4, 38.95], [8.4, 39.9], [8.2, 40.7], [8.6, 40.9]],
  corsica: [[9.4, 43.0], [9.55, 42.1], [9.2, 41.4], [8.6, 41.9], [8.6, 42.6]],
  // Crete and the Dodecanese, drawn larger than life so that a stack fits.
  crete: [[23.3, 35.95], [24.6, 35.75], [26.5, 35.65], [27.4, 36.1], [27.6, 35.55], [26.5, 34.85], [24.6, 34.95], [23.4, 35.2]],
  cyprus: [[32.3, 35.1], [33.0, 35.45], [34.6, 35.75], [34.0, 35.0], [33.0, 34.6]],
};

/** Joins lines into one closed outline ('-name' runs a line backwards); throws when a ring does not close. */
function ring(name, parts) {
  const out = [];
  for (const part of parts) {
    const back = part.startsWith('-');
    const key = back ? part.slice(1) : part;
    const line = LINES[key] ?? C[key];
    if (!line) throw new Error(`${name}: no line ${key}`);
    const pts = back ? [...line].reverse() : line;
    if (out.length) {
      const last = out[out.length - 1];
      if (last[0] !== pts[0][0] || last[1] !== pts[0][1]) throw new Error(`${name}: ${part} starts at ${pts[0]}, not at ${last}`);
      out.push(...pts.slice(1));
    } else out.push(...pts);
  }
  const [a, b] = [out[0], out[out.length - 1]];
  if (a[0] !== b[0] || a[1] !== b[1]) throw new Error(`${name}: the ring ends at ${b}, not at its start ${a}`);
  return out.slice(0, -1);
}

/** Every outline by key, in degrees: the areas' and the plain land's (Germany, Switzerland, Ireland, Corsica, the Levant). */
export const OUTLINES = {
  bh: ring('bh', ['bh', 'bh_de', '-bh_sf', '-bh_nf']),
  nf: ring('nf', ['nf', 'bh_nf', '-nf_sf', '-nf_wf']),
  sf: ring('sf', ['bh_sf', 'sf_de', 'sf_ch', 'sf_it', 'sf', 'sf_ib', 'wf_sf', 'nf_sf']),
  wf: ring('wf', ['wf', 'nf_wf', '-wf_sf', '-wf_ib']),
  ib: ring('ib', ['ib', 'wf_ib', '-sf_ib']),
  dk: ring('dk', ['dk', 'dk_de']),
  no: ring('no', ['no', 'no_se']),
  se: ring('se', ['se', '-no_se']),
  fi: ring('fi', ['fi', 'fi_su']),
  le: ring('le', ['fi_su', 'le', 'ba_le', 'le_be', 'le_mo', 'leTop']),
  mo: ring('mo', ['moEdge', '-mo_st', '-mo_uk', '-be_mo', 'le_mo']),
  st: ring('st', ['stEdge', 'st_ca', 'uk_st', 'mo_st']),
  ca: ring('ca', ['caEdge', '-tu_ca', 'ca', '-st_ca']),
  uk: ring('uk', ['mo_uk', '-uk_st', 'ukAzov', '-uk_cr', 'ukSea', 'uk_ro', '-ep_uk', '-be_uk']),
  cr: ring('cr', ['uk_cr', 'cr']),
  be: ring('be', ['le_be', 'be_mo', 'be_uk', '-ep_be', '-ba_be']),
  ba: ring('ba', ['ba', 'ba_le', 'ba_be', '-ba_ep', '-po_ba']),
  po: ring('po', ['po', 'po_ba', 'po_ep', 'po_hu', 'po_de']),
  ep: ring('ep', ['ba_ep', 'ep_be', 'ep_uk', 'ep_ro', 'ep_hu', '-po_ep']),
  ro: ring('ro', ['ro', 'ro_bu', 'ro_yu', 'hu_ro', '-ep_ro', '-uk_ro']),
  hu: ring('hu', ['hu_yu', 'hu_de', '-po_hu', '-ep_hu', '-hu_ro']),
  bu: ring('bu', ['bu', 'ro_bu', 'bu_yu', 'bu_gr', 'bu_tu']),
  yu: ring('yu', ['yu', 'it_yu', 'yu_de', '-hu_yu', '-ro_yu', 'bu_yu', 'gr_yu', 'yu_al']),
  al: ring('al', ['al', '-yu_al', 'al_gr']),
  gr: ring('gr', ['gr', '-al_gr', '-gr_yu', 'bu_gr', 'gr_tu']),
  tu: ring('tu', ['tu', 'tu_ca', 'tuEdge', 'tu_me', 'tuTip', 'tuSouth', '-gr_tu', 'bu_tu']),
  ni: ring('ni', ['it_ch', 'it_de', '-it_yu', 'ni', '-ni_ci', 'niWest', '-sf_it']),
  ci: ring('ci', ['ni_ci', 'ciEast', 'ci_si', 'ciWest']),
  si: ring('si', ['si', '-ci_si']),
  eg: ring('eg', ['eg', 'eg_me', 'egEdge', '-eg_ly']),
  ly: ring('ly', ['ly', 'eg_ly', 'lyEdge', '-ly_na']),
  na: ring('na', ['na', 'ly_na']),
  de: ring('de', ['de', '-dk_de', 'deBaltic', '-po_de', '-hu_de', '-yu_de', '-it_de', 'ch_de', '-sf_de', '-bh_de']),
  ch: ring('ch', ['sf_ch', 'it_ch', 'ch_de']),
  me: ring('me', ['tu_me', 'tuTip', '-meCoast', 'eg_me', 'meEdge']),
  ...ISLANDS,
};

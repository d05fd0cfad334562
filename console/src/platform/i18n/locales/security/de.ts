// Texts of the security area, German: default and fallback (spec 01 §9).
const security = {
  demoMarker: {
    label: 'Demo',
    description: 'Demo-Modus: simulierte Anlage mit Demo-Zugängen, keine echten Rufe',
  },
};
export default security;

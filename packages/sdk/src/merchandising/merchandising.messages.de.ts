import type { MerchandisingMessages } from './merchandising.messages.en';

/** Merchandising messages, de. */
export const merchandisingMessagesDe = {
  queryRuleEmptyQuery: 'Geben Sie die Suchanfrage ein, für die diese Regel gilt.',
  queryRuleNoAction:
    'Fügen Sie mindestens eine Aktion hinzu: anheften, ausblenden, nach unten schieben, verstärken oder weiterleiten.',
  queryRulePinPositionOutOfRange:
    'Produkt {productId} ist an Position {position} angeheftet; Positionen reichen von 1 bis {max}.',
  queryRulePositionTaken: 'Zwei Produkte sind an Position {position} angeheftet.',
  queryRuleProductPinnedTwice: 'Produkt {productId} ist mehr als einmal angeheftet.',
  queryRuleBuryEmpty:
    'Wählen Sie Produkte oder fügen Sie eine Bedingung für die nach unten zu schiebenden Produkte hinzu.',
  queryRuleRedirectNotHttps: 'Die Weiterleitung muss eine sichere https://-Adresse verwenden.',
  queryRuleRedirectInvalid:
    'Geben Sie eine vollständige Webadresse für die Weiterleitung ein, zum Beispiel https://example.com/returns.',
  queryRuleRedirectAlone:
    'Eine Weiterleitung beendet die Suche und kann daher nicht mit anderen Aktionen kombiniert werden.',
  scheduleTimeZoneInvalid: 'Unbekannte Zeitzone: {timeZone}.',
  scheduleDateInvalid:
    'Geben Sie ein echtes Datum mit Uhrzeit ein, zum Beispiel 2026-11-27T09:00 (nicht {value}).',
  scheduleEndsBeforeStart: 'Der Zeitplan muss nach seinem Beginn enden.',
  synonymGroupTooFewTerms: 'Eine Synonymgruppe braucht mindestens {min} verschiedene Begriffe.',
  csvUnclosedQuote: 'Zeile {line}: Ein Wert in Anführungszeichen wird nie geschlossen.',
  csvTextAfterQuote: 'Zeile {line}: Nach einem schließenden Anführungszeichen folgt Text.',
  synonymCsvHeader: 'Die erste Zeile muss die Kopfzeile {header} sein.',
  synonymCsvRow:
    'Zeile {line}: Jede Zeile braucht eine Gruppe, einen Typ (multi-way oder one-way), einen Ausgangsbegriff für one-way-Gruppen und einen Begriff.',
  synonymCsvMixedGroup: 'Zeile {line}: Gruppe {group} mischt Typen oder Ausgangsbegriffe.',
  merchandisingNotFound: 'Diese Regel oder Version existiert nicht mehr.',
  conflictPinCollision:
    'Zwei Regeln heften für „{example}“ verschiedene Produkte an Position {position} an: {product} und {otherProduct}.',
  conflictPinnedAndHidden:
    'Produkt {product} ist für „{example}“ zugleich angeheftet und ausgeblendet; ein ausgeblendetes Produkt wird nie angezeigt.',
  conflictSynonymLoop: 'Diese Synonyme führen zu ihrem Ausgangspunkt zurück: {terms}.',
  conflictRedirectShadows:
    'Die Weiterleitung für „{query}“ beendet jede Suche, für die die Regel für „{otherQuery}“ gilt; diese Regel wird also nie ausgeführt.',
  conflictRedirectShadowsWhileLive:
    'Solange sie aktiv ist, beendet die Weiterleitung für „{query}“ jede Suche, für die die Regel für „{otherQuery}“ gilt.',
  conflictFixMovePin: 'Produkt {product} an Position {position} verschieben',
  conflictFixRemovePin: 'Produkt {product} nicht mehr anheften',
  conflictFixRemoveHide: 'Produkt {product} nicht mehr ausblenden',
  conflictFixDisableRule: 'Regel für „{query}“ deaktivieren',
  conflictFixMatchExactly: 'Nur weiterleiten, wenn die Suche „{query}“ entspricht',
  conflictFixMergeSynonyms: '{terms} zu einer Gruppe in beide Richtungen zusammenfassen',
  matchKindEquals: 'Ist gleich',
  matchKindContains: 'Enthält',
  matchKindStartsWith: 'Beginnt mit',
  synonymKindMultiWay: 'In beide Richtungen',
  synonymKindOneWay: 'In eine Richtung',
  scheduleStateScheduled: 'Geplant',
  scheduleStateLive: 'Aktiv',
  scheduleStateExpired: 'Abgelaufen',
  timelineStarts: '{rule} beginnt',
  timelineEnds: '{rule} endet',
  previewWhyPinned: 'An Position {position} angeheftet',
  previewWhyMatched: 'Passt zu {terms}',
  previewWhySynonym: 'Über das Synonym {from} → {to} gefunden',
  previewWhyBoostedQueryRule: 'Für diese Suche ×{weight} verstärkt',
  previewWhyBoostedBoostingRule: 'Durch das dynamische Re-Ranking ×{weight} verstärkt',
  previewWhyBuried: 'Für diese Suche nach unten geschoben',
  previewWhyHidden: 'Für diese Suche ausgeblendet',
  historyActionCreate: 'Erstellt',
  historyActionUpdate: 'Geändert',
  historyActionDelete: 'Gelöscht',
  historyActionRestore: 'Version {version} wiederhergestellt',
  historyValueAdded: '{field}: {value} hinzugefügt',
  historyValueRemoved: '{field}: {value} entfernt',
  historyValueChanged: '{field}: {before} → {after}',
  historyFieldMatchKind: 'Vergleich',
  historyFieldMatchText: 'Suchanfrage',
  historyFieldEnabled: 'Aktiviert',
  historyFieldPins: 'Angeheftete Produkte',
  historyFieldHides: 'Ausgeblendete Produkte',
  historyFieldBury: 'Nach unten geschobene Produkte',
  historyFieldBoost: 'Verstärkung',
  historyFieldRedirect: 'Weiterleitung',
  historyFieldSchedule: 'Zeitplan',
  historyFieldSynonyms: 'Synonyme',
  historyFieldConditions: 'Bedingungen',
  historyFieldWhole: 'Alles',
} as const satisfies MerchandisingMessages;

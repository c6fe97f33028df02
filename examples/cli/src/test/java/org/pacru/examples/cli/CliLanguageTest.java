package org.pacru.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code --lang}: the CLI writes its rulings (violations, explanation facts and topics, events) in
 * English, Spanish or Japanese; without the option the environment's locale decides; an unknown
 * language reads English and says so once on standard error.
 */
class CliLanguageTest {

    private static final String START = MainTest.START;

    @Test
    @DisplayName("R3.2 explain --lang es: the violation, the facts and their topics in Spanish")
    void explainInSpanish() {
        CliRun r = CliRun.run("explain", START, "e1-e3", "--lang", "es");
        assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.out()).contains("Verdict: ILLEGAL, rule R3.2 (OUT_OF_RANGE): R3.2: e1-e3: la pieza de e1 puede"
                        + " moverse como máximo 1 casilla (ningún marcador propio en la zona fronteriza e2), no 2")
                .contains("Movimiento (R3):")
                .contains("R3.2  alcance 1: A no tiene marcadores en la zona fronteriza de salida e2")
                .contains("FUERA DE ALCANCE.")
                .doesNotContain("OUT OF RANGE");
        assertThat(r.err()).contains("R3.2: e1-e3: la pieza de e1").doesNotContain("unknown language");
    }

    @Test
    @DisplayName("R3.2 explain --lang=ja: the violation and the facts in Japanese")
    void explainInJapanese() {
        CliRun r = CliRun.run("--lang=ja", "explain", START, "e1-e3");
        assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.out()).contains("R3.2: e1-e3: e1 の駒の移動距離は最大 1 マス（境界エリア e2 にある自分のマーカーは 0 個）で、2 マスは動けない")
                .contains("移動 (R3):")
                .contains("移動距離を超えている。")
                .contains("  R3.2 " + org.pacru.rules.Rule.of("R3.2").title(java.util.Locale.JAPANESE) + ": ");
    }

    @Test
    @DisplayName("R4.4 R3.5 a legal move's events in Japanese and Spanish")
    void eventsInJapaneseAndSpanish() {
        CliRun ja = CliRun.run("explain", MainTest.NEAR_TARGET, "d8-c7(a7)", "--lang", "ja");
        assertThat(ja.status()).isZero();
        assertThat(ja.out()).contains("C が a7 にマーカーを置く（境界越え、R4.4）");
        CliRun es = CliRun.run("explain", MainTest.NEAR_TARGET, "d8-c7(a7)", "--lang", "es-ES");
        assertThat(es.out()).contains("C marca a7 (cruce de frontera, R4.4)");
    }

    @Test
    @DisplayName("R3.2 play --lang es: the illegal line's violation in Spanish, the rule ID unchanged")
    void playInSpanish() {
        CliRun r = CliRun.withInput(START + "\te1-e3\n", "play", "--lang", "es");
        assertThat(r.out()).startsWith("illegal\t1\tR3.2\tR3.2: e1-e3: la pieza de e1 puede moverse como máximo 1 casilla");
    }

    @Test
    @DisplayName("an unknown --lang reads English and says so once on standard error; nothing else changes")
    void unknownLanguageFallsBackToEnglish() {
        CliRun english = CliRun.run("explain", START, "e1-e3", "--lang", "en");
        CliRun r = CliRun.run("explain", START, "e1-e3", "--lang", "de");
        assertThat(r.status()).isEqualTo(english.status());
        assertThat(r.out()).isEqualTo(english.out());
        assertThat(r.err()).isEqualTo("pacru: unknown language 'de' for --lang (en, es or ja): writing English\n"
                + english.err());
    }

    @Test
    @DisplayName("--lang without a language is a usage error")
    void langWithoutValueIsAUsageError() {
        CliRun r = CliRun.run("explain", START, "e1-e3", "--lang");
        assertThat(r.status()).isEqualTo(Main.USAGE);
        assertThat(r.err()).contains("--lang needs a language");
    }

    @Test
    @DisplayName("without --lang the environment's locale chooses the language")
    void environmentLocaleIsTheDefault() {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("es-AR"));
            assertThat(CliRun.run("explain", START, "e1-e3").out()).contains("FUERA DE ALCANCE.");
            Locale.setDefault(Locale.GERMANY);
            assertThat(CliRun.run("explain", START, "e1-e3").out()).contains("OUT OF RANGE.");
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    @DisplayName("a notation error of explain and play is worded in the chosen language")
    void notationErrorInJapaneseAndSpanish() {
        CliRun ja = CliRun.run("explain", START, "e1-e0", "--lang", "ja");
        assertThat(ja.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(ja.err()).contains("表記エラー: e1-e0 の位置 4: 段 1-9 が必要だが、'0' がある");
        CliRun es = CliRun.withInput(START + "\te1-e0\n", "play", "--lang", "es");
        assertThat(es.out()).contains("NOTACIÓN: e1-e0 en la posición 4: se esperaba una fila 1-9 y se encontró '0'");
    }
}

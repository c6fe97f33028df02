package org.pacru.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code --lang}: the CLI writes its rulings (violations, explanation facts and topics, events) and
 * its own texts (labels, status lines, narration, help, usage errors) in English, Spanish or
 * Japanese; without the option the first of LC_ALL, LC_MESSAGES and LANG decides; an unknown language reads English
 * and says so once on standard error.
 */
class CliLanguageTest {

    private static final String START = MainTest.START;

    @Test
    @DisplayName("R3.2 explain --lang es: the labels, the violation, the facts and their topics in Spanish")
    void explainInSpanish() {
        CliRun r = CliRun.run("explain", START, "e1-e3", "--lang", "es");
        assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.out()).startsWith("Posición: " + START + " (reglamento standard)\n")
                .contains("Turno de A · A: 0 marcadores, 4 piezas; B: 0 marcadores, 4 piezas\n")
                .contains("Acción: e1-e3 de A\n")
                .contains("Veredicto: ILEGAL, regla R3.2 (OUT_OF_RANGE): R3.2: e1-e3: la pieza de e1 puede"
                        + " moverse como máximo 1 casilla (ningún marcador propio en la zona fronteriza con centro en e2), no 2")
                .doesNotContain("Verdict").doesNotContain("to move")
                .contains("Movimiento (R3):")
                .contains("R3.2  alcance 1: A no tiene marcadores en la zona fronteriza de salida, con centro en e2")
                .contains("FUERA DE ALCANCE.")
                .doesNotContain("OUT OF RANGE");
        assertThat(r.err()).startsWith("pacru explain: ilegal: R3.2: e1-e3: la pieza de e1").doesNotContain("unknown language");
    }

    @Test
    @DisplayName("R3.2 explain --lang=ja: the violation and the facts in Japanese")
    void explainInJapanese() {
        CliRun r = CliRun.run("--lang=ja", "explain", START, "e1-e3");
        assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.out()).contains("判定: 違反、ルール R3.2（OUT_OF_RANGE）: R3.2: e1-e3: e1 の駒の移動距離は最大 1 マス"
                        + "（e2 を中心とする境界エリアにある自分のマーカーは 0 個）で、2 マスは動けない")
                .contains("局面: " + START + "（ルールセット standard）")
                .contains("A の手番 · A: マーカー 0 個、駒 4 個; B: マーカー 0 個、駒 4 個")
                .doesNotContain("Verdict").doesNotContain("Position:")
                .contains("移動 (R3):")
                .contains("移動距離を超えている。")
                .contains("  R3.2 " + org.pacru.rules.Rule.of("R3.2").title(java.util.Locale.JAPANESE) + ": ");
    }

    @Test
    @DisplayName("R4.4 R3.5 a legal move's events in Japanese and Spanish")
    void eventsInJapaneseAndSpanish() {
        CliRun ja = CliRun.run("explain", MainTest.NEAR_TARGET, "d8-c7(a7)", "--lang", "ja");
        assertThat(ja.status()).isZero();
        assertThat(ja.out()).contains("起きること:\n").contains("C が a7 にマーカーを置く（境界越え、R4.4）")
                .contains("結果の局面: ");
        CliRun es = CliRun.run("explain", MainTest.NEAR_TARGET, "d8-c7(a7)", "--lang", "es-ES");
        assertThat(es.out()).contains("Qué ocurre:\n").contains("C marca a7 (cruce de frontera, R4.4)")
                .contains("Posición resultante: ");
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

    private static String explain(Map<String, String> environment, String... options) {
        List<String> args = new java.util.ArrayList<>(List.of("explain", START, "e1-e3"));
        args.addAll(List.of(options));
        return CliRun.withEnvironment(environment, new ByteArrayInputStream(new byte[0]), args.toArray(String[]::new)).out();
    }

    @Test
    @DisplayName("without --lang the terminal's language chooses: LANG=es_ES.UTF-8 answers in Spanish, ja_JP in Japanese")
    void langChoosesTheLanguage() {
        assertThat(explain(Map.of("LANG", "es_ES.UTF-8"))).contains("FUERA DE ALCANCE.").contains("Veredicto:");
        assertThat(explain(Map.of("LANG", "ja_JP"))).contains("判定:");
        assertThat(explain(Map.of("LANG", "es"))).contains("Veredicto:");
        assertThat(explain(Map.of("LANG", "es_ES@euro"))).contains("Veredicto:");
    }

    @Test
    @DisplayName("LC_ALL before LC_MESSAGES before LANG, an empty one skipped, as POSIX orders them")
    void posixPrecedence() {
        assertThat(explain(Map.of("LC_ALL", "ja_JP.UTF-8", "LC_MESSAGES", "en_US.UTF-8", "LANG", "es_ES.UTF-8"))).contains("判定:");
        assertThat(explain(Map.of("LC_MESSAGES", "ja_JP.UTF-8", "LANG", "es_ES.UTF-8"))).contains("判定:");
        assertThat(explain(Map.of("LC_ALL", "", "LANG", "es_ES.UTF-8"))).contains("Veredicto:");
        assertThat(explain(Map.of("LC_ALL", "C", "LANG", "es_ES.UTF-8"))).contains("Verdict:");
    }

    @Test
    @DisplayName("--lang overrides the environment; C, POSIX and languages pacru does not write read English")
    void langOptionOverridesAndEnglishFallback() {
        assertThat(explain(Map.of("LANG", "es_ES.UTF-8"), "--lang", "en")).contains("Verdict:").doesNotContain("Veredicto");
        assertThat(explain(Map.of("LC_ALL", "ja_JP.UTF-8"), "--lang=es")).contains("Veredicto:");
        assertThat(explain(Map.of("LANG", "C.UTF-8"))).contains("OUT OF RANGE.");
        assertThat(explain(Map.of("LANG", "POSIX"))).contains("OUT OF RANGE.");
        assertThat(explain(Map.of("LANG", "de_DE.UTF-8"))).contains("OUT OF RANGE.");
    }

    @Test
    @DisplayName("with none of LC_ALL, LC_MESSAGES and LANG set (Windows), the JVM's default locale chooses")
    void noVariablesTheJvmDefault() {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("es-AR"));
            assertThat(explain(Map.of())).contains("FUERA DE ALCANCE.");
            Locale.setDefault(Locale.GERMANY);
            assertThat(explain(Map.of())).contains("OUT OF RANGE.");
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

    @Test
    @DisplayName("show --lang es and ja: the diagram's status line in Spanish and Japanese; in English as before")
    void showStatusLineInEachLanguage() {
        assertThat(CliRun.run("show", "--lang", "es").out())
                .contains("\nTurno de A · A: 0 marcadores, 4 piezas; B: 0 marcadores, 4 piezas\n");
        assertThat(CliRun.run("show", "--players", "3", "--lang", "ja").out())
                .contains("\nA の手番 · A: マーカー 0 個、駒 3 個; B: マーカー 0 個、駒 3 個; C: マーカー 0 個、駒 3 個\n");
        assertThat(CliRun.run("show", "--lang", "en").out())
                .contains("\nA to move · A: 0 markers, 4 chevrons; B: 0 markers, 4 chevrons\n");
    }

    @Test
    @DisplayName("R8.3 demo --lang es and ja: the narration, the winner and the final position in the language")
    void demoNarrationInEachLanguage() {
        CliRun es = CliRun.run("demo", "--seed", "3", "--lang", "es");
        assertThat(es.status()).isZero();
        assertThat(es.out()).startsWith("Pacru: una partida al azar de 2 jugadores (reglamento standard, semilla 3)\n")
                .contains("\nAcción 1: A juega ").containsPattern("\nGana [AB] tras \\d+ acciones, ")
                .contains("\nPosición final: ").doesNotContain("Ply ").doesNotContain("Winner");
        CliRun ja = CliRun.run("demo", "--seed", "3", "--lang", "ja");
        assertThat(ja.out()).startsWith("Pacru: 2 人のランダムな対局（ルールセット standard、シード 3）\n")
                .containsPattern("\n1 手目: A が \\S+ を指す\n")
                .containsPattern("\n勝者: [AB]（\\d+ 行動後、").contains("\n最終局面: ");
        CliRun en = CliRun.run("demo", "--seed", "3", "--lang", "en");
        assertThat(en.out()).startsWith("Pacru: a random game for 2 players (ruleset standard, seed 3)\n")
                .contains("\nPly 1: A plays ").containsPattern("\nWinner: [AB] after \\d+ actions, ");
        assertThat(es.out().lines().count()).isEqualTo(en.out().lines().count());
    }

    @Test
    @DisplayName("help --lang es and ja: the overview, a command's help and a usage error in the language")
    void helpAndUsageErrorsInEachLanguage() {
        assertThat(CliRun.run("help", "--lang", "es").out())
                .startsWith("Uso: java -jar pacru.jar <command> [opciones]")
                .contains("  explain   dice si una acción es legal y por qué, citando los ID de las reglas\n");
        assertThat(CliRun.run("show", "--help", "--lang", "es").out()).startsWith("Uso: pacru show [<position> | --players N]")
                .contains("  --svg FILE    escribe además una imagen SVG en FILE\n");
        assertThat(CliRun.run("--lang", "ja", "help").out()).startsWith("使い方: java -jar pacru.jar <command>")
                .contains("  demo      ランダムな対局を一局、各行動と盤面を見せながら最後まで指す\n");
        assertThat(CliRun.run("explain", "--help", "--lang", "ja").out()).startsWith("使い方: pacru explain <position> <action>")
                .contains("境界越え R4.1/R4.4");
        CliRun es = CliRun.run("demo", "--players", "7", "--lang", "es");
        assertThat(es.status()).isEqualTo(Main.USAGE);
        assertThat(es.err()).isEqualTo("pacru demo: --players necesita un número entero de 2 a 4, no 7\n"
                + "Ejecute 'pacru demo --help' para ver su uso.\n");
        CliRun ja = CliRun.run("demo", "--colour", "red", "--lang", "ja");
        assertThat(ja.err()).isEqualTo("pacru demo: 不明なオプション '--colour'\n使い方は 'pacru demo --help' で表示できる。\n");
        CliRun en = CliRun.run("demo", "--players", "7", "--lang", "en");
        assertThat(en.err()).isEqualTo("pacru demo: --players needs a whole number from 2 to 4, not 7\n"
                + "Run 'pacru demo --help' for its usage.\n");
    }

    @Test
    @DisplayName("a file that cannot be read and a malformed position are told in the chosen language")
    void fileAndInputErrorsInEachLanguage() {
        CliRun es = CliRun.run("replay", "no-such-dir/game.pgn", "--lang", "es");
        assertThat(es.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(es.err()).isEqualTo("pacru replay: no se puede leer 'no-such-dir/game.pgn': no existe el archivo o directorio\n");
        CliRun ja = CliRun.run("show", "9/9 A 2", "--lang", "ja");
        assertThat(ja.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(ja.err()).startsWith("pacru show: 局面 '9/9 A 2': ");
        assertThat(CliRun.run("replay", "no-such-dir/game.pgn", "--lang", "en").err())
                .isEqualTo("pacru replay: cannot read 'no-such-dir/game.pgn': no such file or directory\n");
    }

    @Test
    @DisplayName("R3.2 replay --lang es: the illegal action of a record worded in Spanish, its number and rule ID unchanged")
    void replayInSpanish() {
        String record = "[Players \"2\"]\n\n1. e1-e2 a7-b7 2. e2-e6\n";
        CliRun es = CliRun.withInput(record, "replay", "--lang", "es");
        assertThat(es.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(es.out()).startsWith("illegal\t3\tR3.2\t").contains("casilla");
        CliRun en = CliRun.withInput(record, "replay", "--lang", "en");
        assertThat(en.out()).startsWith("illegal\t3\tR3.2\t").doesNotContain("casilla");
    }
}

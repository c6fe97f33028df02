package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.pacru.rules.Language;

/**
 * The JSON API in the reader's language over real HTTP: {@code "lang"} in the request, else
 * {@code Accept-Language}, else English; an unknown {@code "lang"} answers in English and says so
 * in the answer's {@code "lang"} field, nothing else changing.
 */
class ApiLanguageTest {
    private static final String START = ApiTest.START;

    @RegisterExtension
    static final DefaultServer SERVER = new DefaultServer();

    private static ApiClient.Response post(String endpoint, String body, String acceptLanguage) {
        return SERVER.client().send(HttpRequest.newBuilder(URI.create(SERVER.url() + "api/v1/" + endpoint))
                .header("Content-Type", "application/json").header("Accept-Language", acceptLanguage)
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)));
    }

    @Test
    @DisplayName("R3.2 check with \"lang\": \"es\": the violation's message in Spanish, rule and reason unchanged")
    void checkInSpanish() {
        JsonNode j = SERVER.client().post("check", ApiClient.json("position", START, "action", "e1-e3", "lang", "es")).json();
        assertThat(j.at("/violation/rule").asText()).isEqualTo("R3.2");
        assertThat(j.at("/violation/reason").asText()).isEqualTo("OUT_OF_RANGE");
        assertThat(j.at("/violation/message").asText()).isEqualTo("R3.2: e1-e3: la pieza de e1 puede moverse como"
                + " máximo 1 casilla (ningún marcador propio en la zona fronteriza con centro en e2), no 2");
        assertThat(j.has("lang")).isFalse();
        org.pacru.rules.Rule r32 = org.pacru.rules.Rule.of("R3.2");
        assertThat(j.at("/violation/ruleTitle").asText()).isEqualTo(r32.title(java.util.Locale.forLanguageTag("es")))
                .isNotEqualTo(r32.title());
        assertThat(j.at("/violation/ruleText").asText()).isEqualTo(r32.text(java.util.Locale.forLanguageTag("es")));
    }

    @Test
    @DisplayName("R3.2 explain with \"lang\": \"ja\": the violation and every fact in Japanese")
    void explainInJapanese() {
        JsonNode j = SERVER.client().post("explain", ApiClient.json("position", START, "action", "e1-e3", "lang", "ja")).json();
        assertThat(j.at("/violation/message").asText()).isEqualTo(
                "R3.2: e1-e3: e1 の駒の移動距離は最大 1 マス（e2 を中心とする境界エリアにある自分のマーカーは 0 個）で、2 マスは動けない");
        for (JsonNode fact : j.get("facts")) {
            assertThat(fact.get("text").asText()).as(fact.get("kind").asText()).containsPattern("[\\u3040-\\u30ff\\u4e00-\\u9fff]");
        }
    }

    @Test
    @DisplayName("R4.4 apply with Accept-Language: the events in the header's first language pacru writes")
    void applyByAcceptLanguage() {
        JsonNode ja = post("apply", ApiClient.json("position", START, "action", "a3-b4(c6)"), "de-DE, ja;q=0.8, es;q=0.5").json();
        assertThat(ja.at("/events/1/text").asText()).isEqualTo("A が c6 にマーカーを置く（境界越え、R4.4）");
        JsonNode es = post("apply", ApiClient.json("position", START, "action", "a3-b4(c6)"), "es-MX").json();
        assertThat(es.at("/events/1/text").asText()).isEqualTo("A marca c6 (cruce de frontera, R4.4)");
        JsonNode body = post("apply", ApiClient.json("position", START, "action", "a3-b4(c6)", "lang", "en"), "ja").json();
        assertThat(body.at("/events/1/text").asText()).as("\"lang\" before the header").isEqualTo("A claims c6 (border crossing, R4.4)");
    }

    @Test
    @DisplayName("an unknown \"lang\" answers in English and says so in the answer's \"lang\" field; nothing else changes")
    void unknownLanguageFallsBackToEnglish() {
        JsonNode english = SERVER.client().post("check", ApiClient.json("position", START, "action", "e1-e3")).json();
        JsonNode j = SERVER.client().post("check", ApiClient.json("position", START, "action", "e1-e3", "lang", "de")).json();
        assertThat(j.at("/lang/requested").asText()).isEqualTo("de");
        assertThat(j.at("/lang/used").asText()).isEqualTo(Language.ENGLISH.tag());
        assertThat(j.at("/lang/message").asText()).contains("unknown language 'de'");
        ((com.fasterxml.jackson.databind.node.ObjectNode) j).remove("lang");
        assertThat(j).isEqualTo(english);
    }

    @Test
    @DisplayName("Accept-Language is read by weight; no language pacru writes means English")
    void acceptLanguageByWeight() {
        assertThat(org.pacru.examples.api.Request.accepted("fr, es;q=0.4, ja;q=0.9")).isEqualTo(Language.JAPANESE);
        assertThat(org.pacru.examples.api.Request.accepted("es-ES,es;q=0.9,en;q=0.8")).isEqualTo(Language.SPANISH);
        assertThat(org.pacru.examples.api.Request.accepted("de, fr;q=0.5")).isEqualTo(Language.ENGLISH);
        assertThat(org.pacru.examples.api.Request.accepted(null)).isEqualTo(Language.ENGLISH);
        assertThat(org.pacru.examples.api.Request.accepted("ja;q=bad, es;q=0.1")).isEqualTo(Language.SPANISH);
    }

    @Test
    @DisplayName("a notation error is worded in the request's language; its offset and code do not change")
    void notationErrorInSpanish() {
        ApiClient.Response r = SERVER.client().post("check", ApiClient.json("position", START, "action", "e1-e0", "lang", "es"));
        ApiTest.assertError(r, 400, "bad-notation");
        assertThat(r.json().at("/error/message").asText())
                .isEqualTo("action: NOTACIÓN: e1-e0 en la posición 4: se esperaba una fila 1-9 y se encontró '0'");
        assertThat(r.json().at("/error/expected").asText()).isEqualTo("una fila 1-9");
        assertThat(r.json().at("/error/offset").asInt()).isEqualTo(4);
    }

    @Test
    @DisplayName("R1.5 setup with \"lang\": \"ja\": the position's problems in Japanese, rule and field unchanged")
    void positionProblemsInJapanese() {
        JsonNode j = SERVER.client().post("setup", "{\"players\": 2, \"markers\": {\"a1\": \"c\"}, \"lang\": \"ja\"}").json();
        assertThat(j.get("valid").asBoolean()).as(j.toString()).isFalse();
        JsonNode problem = j.get("problems").get(0);
        assertThat(problem.get("rule").asText()).isEqualTo("R1.5");
        assertThat(problem.get("field").asText()).isEqualTo("a1");
        assertThat(problem.get("message").asText()).isEqualTo("R1.5: a1 にプレイヤー C のマーカーがあるが、このゲームのプレイヤーは 2 人");
    }

    private static ApiClient.Response send(HttpRequest.Builder request, String acceptLanguage) {
        return SERVER.client().send(request.header("Accept-Language", acceptLanguage));
    }

    @Test
    @DisplayName("the server's own errors (no such endpoint, wrong method or media type, broken query) follow Accept-Language; codes unchanged")
    void httpErrorsFollowAcceptLanguage() {
        URI unknown = URI.create(SERVER.url() + "api/v1/nothing");
        ApiClient.Response english = send(HttpRequest.newBuilder(unknown).GET(), "de");
        ApiTest.assertError(english, 404, "not-found");
        assertThat(english.json().at("/error/message").asText()).startsWith("no endpoint '/api/v1/nothing'; endpoints: /api/v1/");
        ApiClient.Response spanish = send(HttpRequest.newBuilder(unknown).GET(), "es");
        ApiTest.assertError(spanish, 404, "not-found");
        assertThat(spanish.json().at("/error/message").asText()).startsWith("no hay ningún punto de acceso '/api/v1/nothing'");

        URI legal = URI.create(SERVER.url() + "api/v1/legal");
        ApiClient.Response media = send(HttpRequest.newBuilder(legal).header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString("{}")), "ja");
        ApiTest.assertError(media, 415, "unsupported-media-type");
        assertThat(media.json().at("/error/message").asText())
                .isEqualTo("POST /api/v1/legal には Content-Type: application/json が必要です（'text/plain' ではなく）");
        ApiClient.Response method = send(HttpRequest.newBuilder(legal).PUT(HttpRequest.BodyPublishers.ofString("{}")), "ja");
        ApiTest.assertError(method, 405, "method-not-allowed");
        assertThat(method.json().at("/error/message").asText()).contains("POST を使ってください");

        ApiClient.Response query = send(HttpRequest.newBuilder(URI.create(SERVER.url() + "api/v1/info?players=x")).GET(), "es");
        ApiTest.assertError(query, 400, "bad-request");
        assertThat(query.json().at("/error/message").asText())
                .isEqualTo("players: 'x' no es un número entero en dígitos ASCII 0-9");
    }

    @Test
    @DisplayName("a browser's error page follows Accept-Language: <html lang> and the way back")
    void errorPageFollowsAcceptLanguage() {
        ApiClient.Response page = send(HttpRequest.newBuilder(URI.create(SERVER.url() + "no-such-page"))
                .header("Accept", "text/html").GET(), "ja-JP");
        assertThat(page.status()).isEqualTo(404);
        assertThat(page.raw().body()).contains("<html lang=\"ja\">", "盤面に戻る", "/no-such-page' には何もありません");
    }
}

package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The origin {@code --cors} takes and the {@code Host} names a loopback server answers to. */
class OriginsTest {

    @ParameterizedTest(name = "--cors {0} is a valid origin")
    @ValueSource(strings = {"https://play.example.org", "http://localhost:3000", "https://127.0.0.1:8443",
        "http://[::1]:8080", "HTTPS://Play.Example.ORG", "https://xn--bcher-kva.example"})
    void validOrigins(String origin) {
        assertThat(Origins.cors(origin)).isEqualTo(origin.toLowerCase(java.util.Locale.ROOT));
    }

    @ParameterizedTest(name = "--cors {0} is refused")
    @ValueSource(strings = {"*", "null", "", "play.example.org", "ftp://play.example.org", "https://play.example.org/",
        "https://play.example.org/path", "https://*.example.org", "https://play.example.org:0",
        "https://play.example.org:99999", "https://play.example.org\r\nSet-Cookie: a=b", "https://a b.example",
        "https://[::1", "https://-bad.example", "https://play.example.org:80x"})
    void invalidOrigins(String origin) {
        assertThatThrownBy(() -> Origins.cors(origin)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is not an origin").hasMessageNotContaining("\r").hasMessageNotContaining("\n");
    }

    @ParameterizedTest(name = "Host {0} is this machine")
    @ValueSource(strings = {"localhost", "localhost:8080", "LocalHost", "localhost.", "app.localhost:80", "127.0.0.1",
        "127.0.0.1:8080", "127.255.0.9", "[::1]", "[::1]:8080", "[0:0:0:0:0:0:0:1]:1"})
    void loopbackHosts(String host) {
        assertThat(Origins.loopbackHost(host)).isTrue();
    }

    @ParameterizedTest(name = "Host {0} is not this machine")
    @ValueSource(strings = {"evil.example", "evil.example:8080", "127.0.0.1.evil.example", "localhost.evil.example",
        "128.0.0.1", "10.0.0.1", "0.0.0.0", "[::2]", "[::1]x", "127.0.0.1:abc", "127.0.0.256", "", "localhost:",
        "[::ffff:127.0.0.1]"})
    void foreignHosts(String host) {
        assertThat(Origins.loopbackHost(host)).isFalse();
    }
}

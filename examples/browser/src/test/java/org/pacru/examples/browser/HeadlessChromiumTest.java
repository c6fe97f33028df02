package org.pacru.examples.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/** What a browser test does when the browser is missing: skip and say so, or fail when required. */
class HeadlessChromiumTest {
    private static final boolean REQUIRED_BY_ENVIRONMENT = "required".equals(System.getenv("PACRU_BROWSER_TESTS"));

    private final String chromium = System.getProperty("pacru.chromium");
    private final String required = System.getProperty("pacru.browser.required");

    @AfterEach
    void restore() {
        restore("pacru.chromium", chromium);
        restore("pacru.browser.required", required);
    }

    private static void restore(String key, String value) {
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
    }

    @Test
    @DisplayName("without the browser, browser tests that are required fail, naming the missing binary")
    void aMissingBrowserFailsWhenRequired() {
        System.setProperty("pacru.chromium", "/nonexistent/chromium");
        System.setProperty("pacru.browser.required", "true");
        assertThatThrownBy(() -> HeadlessChromium.startOrSkip("HeadlessChromiumTest"))
                .isInstanceOf(AssertionFailedError.class)
                .hasMessageContaining("browser tests are required")
                .hasMessageContaining("no /nonexistent/chromium");
    }

    @Test
    @DisplayName("without the browser, browser tests that are not required are skipped (or fail where the environment requires them)")
    void aMissingBrowserSkipsUnlessRequired() {
        System.setProperty("pacru.chromium", "/nonexistent/chromium");
        System.setProperty("pacru.browser.required", "false");
        assertThatThrownBy(() -> HeadlessChromium.startOrSkip("HeadlessChromiumTest"))
                .isInstanceOf(REQUIRED_BY_ENVIRONMENT ? AssertionFailedError.class : TestAbortedException.class)
                .hasMessageContaining("no /nonexistent/chromium");
    }

    @Test
    @DisplayName("the binaries default to Debian's and can be named by system properties")
    void binariesDefaultToDebiansPackages() {
        System.clearProperty("pacru.chromium");
        String driver = System.clearProperty("pacru.chromedriver");
        assertThat(HeadlessChromium.binary()).hasToString("/usr/bin/chromium");
        assertThat(HeadlessChromium.driverBinary()).hasToString("/usr/bin/chromedriver");
        System.setProperty("pacru.chromium", "/opt/chromium/chrome");
        assertThat(HeadlessChromium.binary()).hasToString("/opt/chromium/chrome");
        restore("pacru.chromedriver", driver);
    }
}

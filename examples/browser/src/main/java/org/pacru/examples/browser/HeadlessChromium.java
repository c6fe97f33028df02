package org.pacru.examples.browser;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium driven through ChromeDriver (Debian's {@code chromium} and
 * {@code chromium-driver}), for the build's browser tests: one browser with a fresh profile folder
 * of its own (a new temporary folder each start, so every start is a cold one), stopped by
 * {@link #close()}.
 *
 * <p>{@link #startOrSkip} is what a test class calls first: without the two binaries it skips the
 * class and says so on standard output, unless browser tests are required
 * ({@code -Dpacru.browser.required=true} or {@code PACRU_BROWSER_TESTS=required}, as
 * {@code .ci/run} sets), and then it fails. The system properties {@code pacru.chromium} and
 * {@code pacru.chromedriver} name other binaries than {@code /usr/bin/chromium} and
 * {@code /usr/bin/chromedriver}.
 */
public final class HeadlessChromium implements AutoCloseable {
    private final ChromeDriverService service;
    private final ChromeDriver driver;

    private HeadlessChromium(ChromeDriverService service, ChromeDriver driver) {
        this.service = service;
        this.driver = driver;
    }

    /**
     * The Chromium binary: {@code pacru.chromium}, else {@code /usr/bin/chromium}.
     *
     * @return its file (which may not exist)
     */
    public static File binary() {
        return new File(System.getProperty("pacru.chromium", "/usr/bin/chromium"));
    }

    /**
     * The ChromeDriver binary: {@code pacru.chromedriver}, else {@code /usr/bin/chromedriver}.
     *
     * @return its file (which may not exist)
     */
    public static File driverBinary() {
        return new File(System.getProperty("pacru.chromedriver", "/usr/bin/chromedriver"));
    }

    /**
     * Starts a browser if both binaries are there; otherwise skips the calling test (JUnit's
     * assumption) or, when browser tests are required, fails it, naming the missing binary.
     *
     * @param test the test's name, for the line that says it was skipped
     * @param arguments Chromium arguments beyond the headless defaults (such as a window size)
     * @return the browser
     */
    public static HeadlessChromium startOrSkip(String test, String... arguments) {
        File chromium = binary();
        File chromedriver = driverBinary();
        if (!chromium.canExecute() || !chromedriver.canExecute()) {
            String missing = "no " + (chromium.canExecute() ? chromedriver : chromium)
                    + " (apt-get install chromium chromium-driver; .ci/run does)";
            if (Boolean.getBoolean("pacru.browser.required") || "required".equals(System.getenv("PACRU_BROWSER_TESTS"))) {
                Assertions.fail("browser tests are required (PACRU_BROWSER_TESTS=required) but there is " + missing);
            }
            System.out.println(test + ": browser tests SKIPPED: " + missing);
            Assumptions.abort("browser tests skipped: " + missing);
        }
        return start(arguments);
    }

    /**
     * Starts a browser, once {@link #startOrSkip} has found the binaries (for a second browser in
     * the same test class, such as a cold one).
     *
     * @param arguments Chromium arguments beyond the headless defaults
     * @return the browser
     * @throws UncheckedIOException if the temporary profile folder cannot be made
     */
    public static HeadlessChromium start(String... arguments) {
        Path profile;
        try {
            profile = Files.createTempDirectory("pacru-chromium");
        } catch (IOException e) {
            throw new UncheckedIOException("no temporary folder for Chromium's profile", e);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(binary());
        List<String> all = new ArrayList<>(List.of("--headless=new", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run", "--user-data-dir=" + profile));
        all.addAll(List.of(arguments));
        options.addArguments(all);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(driverBinary()).usingAnyFreePort().build();
        try {
            return new HeadlessChromium(service, new ChromeDriver(service, options));
        } catch (RuntimeException e) {
            service.stop();
            throw e;
        }
    }

    /**
     * The WebDriver of this browser.
     *
     * @return the driver
     */
    public ChromeDriver driver() {
        return driver;
    }

    /** Quits the browser and stops its ChromeDriver. */
    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            service.stop();
        }
    }
}

package org.apache.dubbo.qos.command;

/** What a command answers: text, plus the HTTP status and content type used when it was asked over HTTP. */
public final class CommandResult {

    public static final String TEXT = "text/plain";

    private final String text;
    private final int httpStatus;
    private final String contentType;

    private CommandResult(String text, int httpStatus, String contentType) {
        this.text = text == null ? "" : text;
        this.httpStatus = httpStatus;
        this.contentType = contentType;
    }

    public static CommandResult ok(String text) {
        return new CommandResult(text, 200, TEXT);
    }

    public static CommandResult of(String text, int httpStatus) {
        return new CommandResult(text, httpStatus, TEXT);
    }

    public static CommandResult of(String text, int httpStatus, String contentType) {
        return new CommandResult(text, httpStatus, contentType);
    }

    public String text() {
        return text;
    }

    public int httpStatus() {
        return httpStatus;
    }

    public String contentType() {
        return contentType;
    }
}

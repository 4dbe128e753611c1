package org.apache.dubbo.qos.command;

/** A command that cannot run as asked; its message is the one line the client sees. */
public class CommandException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public CommandException(String message) {
        super(message);
    }
}

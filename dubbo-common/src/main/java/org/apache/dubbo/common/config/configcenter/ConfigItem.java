package org.apache.dubbo.common.config.configcenter;

/**
 * The content of a key together with the config center's version stamp of it (the {@code ticket}), for
 * compare-and-set writes with {@link DynamicConfiguration#publishConfigCas}.
 */
public class ConfigItem {

    private String content;
    private Object ticket;

    public ConfigItem() {
    }

    public ConfigItem(String content, Object ticket) {
        this.content = content;
        this.ticket = ticket;
    }

    public String getContent() {
        return content;
    }

    public void setContent(String content) {
        this.content = content;
    }

    public Object getTicket() {
        return ticket;
    }

    public void setTicket(Object ticket) {
        this.ticket = ticket;
    }
}

package io.github.dubbotuned.benchmark.api;

import java.io.Serializable;
import java.util.List;

/** One page of a user listing: its number, the total count, and the users on it. */
public class Page<T> implements Serializable {

    private static final long serialVersionUID = 1L;

    private int pageNo;
    private int total;
    private List<T> result;

    public int getPageNo() {
        return pageNo;
    }

    public void setPageNo(int pageNo) {
        this.pageNo = pageNo;
    }

    public int getTotal() {
        return total;
    }

    public void setTotal(int total) {
        this.total = total;
    }

    public List<T> getResult() {
        return result;
    }

    public void setResult(List<T> result) {
        this.result = result;
    }
}
